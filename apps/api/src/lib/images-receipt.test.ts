import { RECEIPT_MAX_PIXELS } from '@rifas/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { isSrgbProfile } from './icc-profile';
import { processImage, type ProcessedImage } from './images';

const TOO_LARGE = 'La imagen es demasiado grande. El tamaño máximo permitido es 5 MB.';
const WRONG_TYPE = 'Formato de archivo no válido. Solo se permiten imágenes JPG, PNG o GIF.';
/** processImage as the purchase calls it for a receipt. */
const receipt = (input: Buffer) =>
  processImage(input, {
    maxBytes: 5 * 1024 * 1024,
    maxInputPixels: RECEIPT_MAX_PIXELS,
    maxSide: 2000,
    encoding: 'quick',
    allowed: ['jpeg', 'png', 'gif'],
    tooLargeText: TOO_LARGE,
    wrongTypeText: WRONG_TYPE,
  });

const ORANGE = { r: 200, g: 100, b: 50 };
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: ORANGE } });

/** A segment (marker 0xFFxx, its length, the payload) inserted right after SOI. */
function withSegment(jpeg: Buffer, marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, payload, jpeg.subarray(2)]);
}

async function centrePixel(image: Buffer): Promise<number[]> {
  const { data, info } = await sharp(image, { ignoreIcc: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** The stored bytes carry no metadata and none of the given strings. */
async function expectClean(out: ProcessedImage, ...secrets: string[]) {
  const meta = await sharp(out.buffer).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  for (const secret of ['ICC_PROFILE', 'Exif', ...secrets]) {
    expect(out.buffer.includes(Buffer.from(secret))).toBe(false);
  }
}

async function statusOf(promise: Promise<unknown>): Promise<[number, string]> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return [err.statusCode, err.error];
    throw err;
  }
  throw new Error('expected a rejection');
}

describe('processImage for a receipt', () => {
  it('skips the sRGB-to-sRGB conversion but still converts other profiles (ADR 059)', async () => {
    const srgb = await solid(64, 48).jpeg({ quality: 95 }).withIccProfile('srgb').toBuffer();
    const p3 = await solid(64, 48).jpeg({ quality: 95 }).withIccProfile('p3').toBuffer();
    expect(isSrgbProfile((await sharp(srgb).metadata()).icc!)).toBe(true);
    expect(isSrgbProfile((await sharp(p3).metadata()).icc!)).toBe(false);
    // The P3 file's pixel values differ from the colour they show in sRGB…
    const p3Values = await centrePixel(p3);
    expect(Math.abs(p3Values[0]! - ORANGE.r)).toBeGreaterThan(8);

    for (const input of [srgb, p3]) {
      const out = await receipt(input);
      await expectClean(out);
      // …and both are stored as the same sRGB colour, untagged.
      const [r, g, b] = await centrePixel(out.buffer);
      expect(Math.abs(r! - ORANGE.r)).toBeLessThan(6);
      expect(Math.abs(g! - ORANGE.g)).toBeLessThan(6);
      expect(Math.abs(b! - ORANGE.b)).toBeLessThan(6);
    }
  });

  it('stores an EXIF-rotated photo upright without its EXIF, COM, XMP or trailing bytes', async () => {
    const photo = await solid(300, 200)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'GPS casa' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">xmp-secreto</x:xmpmeta>')
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = Buffer.concat([
      withSegment(photo, 0xfe, Buffer.from('comentario-secreto')),
      Buffer.from('PK\u0003\u0004 carga-tras-EOI'),
    ]);
    const out = await receipt(input);
    expect([out.type, out.width, out.height]).toEqual(['jpeg', 200, 300]);
    await expectClean(out, 'GPS casa', 'xmp-secreto', 'comentario-secreto', 'carga-tras-EOI');
  });

  it('keeps the type its bytes say: a PNG stays a PNG whatever its name', async () => {
    const out = await receipt(await solid(40, 30).png().toBuffer());
    expect([out.type, out.ext]).toEqual(['png', 'png']);
  });

  it('answers hostile JPEGs with 413 or 415 and the Spanish texts', async () => {
    const jpeg = await solid(32, 32).jpeg().toBuffer();
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    // A 40-megapixel frame header over a 32 × 32 picture's data.
    const declared = Buffer.from(jpeg);
    declared.writeUInt16BE(5000, sof + 5);
    declared.writeUInt16BE(8000, sof + 7);
    expect(await statusOf(receipt(declared))).toEqual([413, TOO_LARGE]);
    // A segment whose length runs past the end of the file.
    const pastEnd = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xdb, 0xff, 0xff, 0])]);
    expect(await statusOf(receipt(pastEnd))).toEqual([415, WRONG_TYPE]);
    // Cut inside the frame header, and cut inside the picture's data.
    expect(await statusOf(receipt(jpeg.subarray(0, sof + 6)))).toEqual([415, WRONG_TYPE]);
    const cut = Buffer.concat([jpeg.subarray(0, jpeg.length - 40), Buffer.from([0xff, 0xd9])]);
    expect(await statusOf(receipt(cut))).toEqual([415, WRONG_TYPE]);
    // An APP segment shorter than its own length field.
    const shortApp = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01, 0xff, 0xd9]);
    expect(await statusOf(receipt(shortApp))).toEqual([415, WRONG_TYPE]);
  });

  it('takes only a well-formed profile named sRGB as sRGB', async () => {
    const srgb = (
      await sharp(await solid(8, 8).jpeg().withIccProfile('srgb').toBuffer()).metadata()
    ).icc!;
    expect(isSrgbProfile(srgb)).toBe(true);
    expect(isSrgbProfile(srgb.subarray(0, 200))).toBe(false);
    expect(isSrgbProfile(Buffer.alloc(0))).toBe(false);
    const lying = Buffer.from(srgb);
    // The first tag entry's offset pointed far past the end.
    for (let tag = 0; tag < lying.readUInt32BE(128); tag += 1) {
      lying.writeUInt32BE(0xfffffff0, 132 + tag * 12 + 4);
    }
    expect(isSrgbProfile(lying)).toBe(false);
    const countless = Buffer.from(srgb);
    countless.writeUInt32BE(0xffffffff, 128);
    expect(() => isSrgbProfile(countless)).not.toThrow();
  });
});
