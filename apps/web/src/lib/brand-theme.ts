import { useEffect } from 'react';
import { brandTheme } from '@rifas/shared';
import { usePublicConfig } from './public-config';

/**
 * Keeps the page's colours on the shop's brand colour after the first paint:
 * the served HTML already carries them (ADR 035), but an admin who saves a new
 * colour in Tienda sees it at once, without a reload. Set through the CSSOM,
 * which the pages' style policy allows (a style attribute in markup would not be).
 */
export function useBrandTheme() {
  const color = usePublicConfig().data?.brand_color;
  useEffect(() => {
    if (!color) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(brandTheme(color).vars)) {
      root.setProperty(name, value);
    }
  }, [color]);
}
