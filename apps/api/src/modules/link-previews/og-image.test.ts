import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  OG_HEIGHT,
  OG_WIDTH,
  renderOgImage,
  textWidth,
  wrapText,
  type OgImageText,
} from './og-image';

const TEXT: OgImageText = {
  badge: 'Rifas',
  title: 'Camión Ñandú',
  highlight: '$5.00 por número',
  footer: 'Sorteo: 20 de diciembre de 2026',
};

/** The grey pixels of a region of a JPEG. */
async function region(jpeg: Buffer, top: number, height: number) {
  return sharp(jpeg)
    .extract({ left: 0, top, width: OG_WIDTH, height })
    .greyscale()
    .raw()
    .toBuffer();
}

describe('preview image drawing', () => {
  it('wraps a long title into lines that fit, ending in an ellipsis when cut', () => {
    const title = 'Gran rifa de fin de año con camioneta, moto, televisor y muchos premios más';
    const lines = wrapText(title, 64, 1080, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(wrapText('iPhone 15', 64, 1080, 2)).toEqual(['iPhone 15']);
    // A word longer than a line is broken, never left to run off the image.
    const long = wrapText(`${'A'.repeat(80)} fin`, 64, 1080, 2);
    expect(long).toHaveLength(2);
    expect(long[0]).toMatch(/^A+$/);
    expect(long[1]).toMatch(/^A+…$/);
    for (const line of [...lines, ...long]) expect(textWidth(line, 64)).toBeLessThanOrEqual(1080);
  });

  it('draws the text with a real font (fails when the machine has none: fonts-dejavu-core)', async () => {
    const jpeg = await renderOgImage(null, TEXT);
    expect((await sharp(jpeg).metadata()).height).toBe(OG_HEIGHT);
    // The title's rows: white glyphs on the dark band. Without a font, fontconfig
    // draws tiny empty boxes that end near x = 180; 'Camión Ñandú' at 64 px bold
    // spans about 450 px.
    const top = 395;
    const rows = await region(jpeg, top, 65);
    let rightmost = 0;
    for (let i = 0; i < rows.length; i += 1) {
      if (rows[i]! > 200) rightmost = Math.max(rightmost, i % OG_WIDTH);
    }
    expect(rightmost).toBeGreaterThan(400);
    expect(rightmost).toBeLessThan(700);
  });

  it('falls back to the brand background when the source is not an image', async () => {
    const jpeg = await renderOgImage(Buffer.from('no es una imagen'), TEXT);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', OG_WIDTH, OG_HEIGHT]);
  });
});
