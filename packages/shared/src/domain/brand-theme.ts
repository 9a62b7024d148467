/**
 * The shop's brand colour turned into the colours every page uses
 * (docs/decisions/035-brand-colour-in-the-served-html.md): the colour itself
 * for buttons and bars, the text that reads on it, a darker shade for hover,
 * and a scale of tints and shades (the `brand-*` colours of the SPA's CSS)
 * whose 600 and darker read as text on white. Contrast as WCAG 2.x defines it.
 * No zod here: the SPA's first load applies a saved colour.
 */

/** Today's violet (Tailwind's violet-600): the shop's colour until the operator picks one. */
export const DEFAULT_BRAND_COLOR = '#7c3aed';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The two texts a brand-coloured button may carry: white, or the pages' ink (slate-900). */
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#0f172a';

type Rgb = readonly [number, number, number];

export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of the way from `from` to `to` (0: from, 1: to). */
function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * amount) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseHex(a));
  const lb = relativeLuminance(parseHex(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The text that reads best on the colour (white or the ink) and its contrast. */
export function textOn(color: string): { text: string; contrast: number } {
  const light = contrastRatio(color, LIGHT_TEXT);
  const dark = contrastRatio(color, DARK_TEXT);
  return light >= dark
    ? { text: LIGHT_TEXT, contrast: light }
    : { text: DARK_TEXT, contrast: dark };
}

/**
 * Whether a colour can be a brand colour: its button text (white or the ink)
 * reaches AA. Mid tones (contrast under 4.5 with both) cannot; returns the best
 * contrast reached so the message can say how far it is.
 */
export function brandColorContrast(color: string): { ok: boolean; contrast: number } {
  const { contrast } = textOn(color);
  return { ok: contrast >= MIN_TEXT_CONTRAST, contrast };
}

/** The colour darkened in 5 % steps until `accept` holds (the darkest tried otherwise). */
function darkenUntil(rgb: Rgb, accept: (hex: string) => boolean, start = 0): string {
  for (let amount = start; amount <= 0.9; amount += 0.05) {
    const hex = toHex(mix(rgb, BLACK, amount));
    if (accept(hex)) return hex;
  }
  return toHex(mix(rgb, BLACK, 0.9));
}

export type BrandTheme = {
  /** CSS custom properties for `:root`, each a '#rrggbb' value. */
  vars: Record<string, string>;
};

/** The scale's tints (toward white) and shades (toward black) around the ink colour. */
const TINTS: Record<string, number> = {
  50: 0.95,
  100: 0.9,
  200: 0.78,
  300: 0.6,
  400: 0.4,
  500: 0.2,
};
const SHADES: Record<string, number> = { 700: 0.15, 800: 0.3, 900: 0.45, 950: 0.6 };

/**
 * The custom properties of a brand colour (assumed valid): `--brand`, `--brand-hover`,
 * `--on-brand` and `--brand-50` … `--brand-950`.
 */
export function brandTheme(color: string): BrandTheme {
  const hex = color.toLowerCase();
  const rgb = parseHex(hex);
  const { text } = textOn(hex);
  // Hover is darker; with dark text a darker shade loses contrast, so the step
  // shrinks until the text still reads (the colour itself at worst).
  const hover =
    [0.15, 0.1, 0.05]
      .map((amount) => toHex(mix(rgb, BLACK, amount)))
      .find((shade) => contrastRatio(shade, text) >= MIN_TEXT_CONTRAST) ?? hex;
  // The scale's 600 is the colour, darkened until it reads as text on white.
  const ink = parseHex(
    darkenUntil(rgb, (shade) => contrastRatio(shade, LIGHT_TEXT) >= MIN_TEXT_CONTRAST),
  );
  const vars: Record<string, string> = {
    '--brand': hex,
    '--brand-hover': hover,
    '--on-brand': text,
  };
  for (const [step, amount] of Object.entries(TINTS))
    vars[`--brand-${step}`] = toHex(mix(ink, WHITE, amount));
  vars['--brand-600'] = toHex(ink);
  for (const [step, amount] of Object.entries(SHADES))
    vars[`--brand-${step}`] = toHex(mix(ink, BLACK, amount));
  return { vars };
}

/** The `:root` rule of a brand colour, for a <style> in the served HTML. */
export function brandThemeCss(color: string): string {
  const { vars } = brandTheme(color);
  return `:root{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}
