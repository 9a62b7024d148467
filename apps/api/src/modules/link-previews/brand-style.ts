import { createHash } from 'node:crypto';
import { brandThemeCss } from '@rifas/shared';

export type BrandStyle = {
  /** The <style> written into every served page's head: `:root` custom properties. */
  tag: string;
  /** The style's CSP source ('sha256-…'): the pages' policy allows this one inline style. */
  cspSource: string;
};

const styles = new Map<string, BrandStyle>();

/**
 * The shop's colours as the first paint needs them (ADR 035): the page's CSS
 * reads `--brand…` with today's violet as fallback. Built once per colour.
 */
export function brandStyle(color: string): BrandStyle {
  let style = styles.get(color);
  if (!style) {
    const css = brandThemeCss(color);
    const hash = createHash('sha256').update(css).digest('base64');
    style = { tag: `<style id="brand-theme">${css}</style>`, cspSource: `'sha256-${hash}'` };
    // A handful of colours over an instance's life; the cap only guards memory.
    if (styles.size > 32) styles.clear();
    styles.set(color, style);
  }
  return style;
}

/** The pages' policy with the brand style allowed by its hash (no 'unsafe-inline'). */
export function withBrandStyle(policy: string, style: BrandStyle): string {
  return policy.replace(
    /style-src ([^;]*)/,
    (_whole, sources: string) => `style-src ${sources} ${style.cspSource}`,
  );
}
