import { useEffect } from 'react';
import { usePublicConfig } from './public-config';

/**
 * Keeps the page's colours on the shop's brand colour after the first paint:
 * the served HTML already carries them (ADR 035), but an admin who saves a new
 * colour in Tienda sees it at once, without a reload. Set through the CSSOM,
 * which the pages' style policy allows (a style attribute in markup would not be).
 * The palette's arithmetic is fetched only when the colour differs from the one the
 * page was served with: a buyer's first load never needs it (home's JS budget).
 */
export function useBrandTheme() {
  const color = usePublicConfig().data?.brand_color;
  useEffect(() => {
    if (!color) return;
    const served = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim();
    if (served.toLowerCase() === color.toLowerCase()) return;
    let current = true;
    void import('./apply-brand-theme').then(({ applyBrandTheme }) => {
      if (current) applyBrandTheme(color);
    });
    return () => {
      current = false;
    };
  }, [color]);
}
