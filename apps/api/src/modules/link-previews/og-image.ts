import sharp from 'sharp';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** What is drawn on a preview image. */
export type OgImageText = {
  /** The shop's name, in a badge at the top. */
  badge: string;
  title: string;
  /** Under the title, larger and in the accent colour: the price. */
  highlight: string;
  /** The last line: the draw date, or the shop's description. */
  footer: string;
};

// Fontconfig picks the first family it has; DejaVu Sans is what Debian's
// fonts-dejavu-core installs (docs/operations.md#link-previews).
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const SIDE = 60;
const TEXT_WIDTH = OG_WIDTH - 2 * SIDE;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Rough advance of a character in DejaVu Sans Bold, in ems. librsvg does not
 * wrap text, so lines are broken here; a slight overestimate keeps them inside.
 */
function charWidth(char: string): number {
  if (" .,:;'!|iIjlrtf()[]".includes(char)) return 0.4;
  if ('mwMW@%'.includes(char)) return 1.0;
  if ('<>=+~#_&'.includes(char)) return 0.84;
  if (char >= 'A' && char <= 'Z') return 0.78;
  if (/\p{Lu}/u.test(char)) return 0.78;
  return 0.66;
}

/** The footer is not bold: its glyphs are about this much narrower. */
const REGULAR_WEIGHT = 0.88;

export const textWidth = (text: string, fontSize: number) =>
  [...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize;

function ellipsise(text: string, fontSize: number, width: number): string {
  if (textWidth(text, fontSize) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}…`, fontSize) > width)
    chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** A word wider than a line, in pieces that fit (an address, a run of symbols). */
function splitLongWord(word: string, fontSize: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char, fontSize) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Words into at most `maxLines` lines of `width` px; the last one ends in '…' if cut. */
export function wrapText(
  text: string,
  fontSize: number,
  width: number,
  maxLines: number,
): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => splitLongWord(word, fontSize, width));
  const lines: string[] = [];
  let line = '';
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= width || !line) {
      line = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      return [...lines, ellipsise(`${line} ${words.slice(index).join(' ')}`, fontSize, width)];
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.map((l, i) => (i === lines.length - 1 ? ellipsise(l, fontSize, width) : l));
}

/** The title as large as fits: two lines at 64 px, else three at 52 px (then '…'). */
function layoutTitle(title: string): { size: number; lines: string[] } {
  const large = wrapText(title, 64, TEXT_WIDTH, 2);
  if (!large.at(-1)?.endsWith('…')) return { size: 64, lines: large };
  return { size: 52, lines: wrapText(title, 52, TEXT_WIDTH, 3) };
}

/** The text layer: a dark band rising from the bottom keeps white text legible on any photo. */
export function overlaySvg(text: OgImageText): string {
  const title = layoutTitle(text.title);
  const footerY = OG_HEIGHT - 48;
  const highlightY = footerY - 62;
  const lineHeight = Math.round(title.size * 1.18);
  // The shop's card has no price: the title sits where the price would be.
  const lastTitleY = text.highlight ? highlightY - 72 : highlightY;
  const firstTitleY = lastTitleY - (title.lines.length - 1) * lineHeight;
  const bandTop = Math.max(0, firstTitleY - title.size - 110);
  const badge = ellipsise(text.badge, 30, 600);
  const badgeWidth = Math.round(textWidth(badge, 30) + 44);
  const tspans = title.lines
    .map(
      (line, i) =>
        `<tspan x="${SIDE}" y="${firstTitleY + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs>
    <linearGradient id="band" x1="0" y1="${bandTop}" x2="0" y2="${OG_HEIGHT}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#0b0416" stop-opacity="0"/>
      <stop offset="0.35" stop-color="#0b0416" stop-opacity="0.72"/>
      <stop offset="1" stop-color="#0b0416" stop-opacity="0.92"/>
    </linearGradient>
  </defs>
  <rect x="0" y="${bandTop}" width="${OG_WIDTH}" height="${OG_HEIGHT - bandTop}" fill="url(#band)"/>
  <rect x="${SIDE - 4}" y="40" rx="26" width="${badgeWidth}" height="52" fill="#ffffff"/>
  <text x="${SIDE + 18}" y="76" font-family="${FONT}" font-size="30" font-weight="bold" fill="#6d28d9">${escapeXml(badge)}</text>
  <text font-family="${FONT}" font-size="${title.size}" font-weight="bold" fill="#ffffff">${tspans}</text>
  <text x="${SIDE}" y="${highlightY}" font-family="${FONT}" font-size="44" font-weight="bold" fill="#fbbf24">${escapeXml(ellipsise(text.highlight, 44, TEXT_WIDTH))}</text>
  <text x="${SIDE}" y="${footerY}" font-family="${FONT}" font-size="30" fill="#e9e5f5">${escapeXml(ellipsise(text.footer, 30 * REGULAR_WEIGHT, TEXT_WIDTH))}</text>
</svg>`;
}

/** The brand's gradient, for the shop's card and raffles without an image. */
const BRAND_BACKGROUND = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#6d28d9"/><stop offset="0.55" stop-color="#7c3aed"/><stop offset="1" stop-color="#c026d3"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
</svg>`;

/**
 * A 1200×630 JPEG: the source image cropped to fill (its most interesting part
 * kept), or the brand's gradient, with the text layer on top. An unreadable
 * source falls back to the gradient: a preview is never worth a 500.
 */
export async function renderOgImage(source: Buffer | null, text: OgImageText): Promise<Buffer> {
  let background: Buffer;
  try {
    if (!source) throw new Error('no source');
    background = await sharp(source, { failOn: 'error' })
      .rotate()
      .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
      .toBuffer();
  } catch {
    background = await sharp(Buffer.from(BRAND_BACKGROUND)).toBuffer();
  }
  return sharp(background)
    .composite([{ input: Buffer.from(overlaySvg(text)), top: 0, left: 0 }])
    .flatten({ background: '#000000' })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}
