import { brandTheme } from '@rifas/shared';

/** Writes the brand colour's palette onto :root (lib/brand-theme.ts loads this on demand). */
export function applyBrandTheme(color: string): void {
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(brandTheme(color).vars)) {
    root.setProperty(name, value);
  }
}
