import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { detectImageType, processImage } from './images';

const TOO_LARGE = 'La imagen es demasiado grande. El tamaño máximo permitido es 5 MB.';
const WRONG_TYPE = 'Formato de archivo no válido. Solo se permiten imágenes JPG, PNG o GIF.';
const opts = {
  maxBytes: 5 * 1024 * 1024,
  allowed: ['png', 'jpeg', 'gif'] as const,
  tooLargeText: TOO_LARGE,
  wrongTypeText: WRONG_TYPE,
};

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}

describe('processImage', () => {
  it('detects the type by magic bytes', async () => {
    expect(detectImageType(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(detectImageType(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await solid(4, 4).gif().toBuffer())).toBe('gif');
    expect(detectImageType(await solid(4, 4).webp().toBuffer())).toBe('webp');
    expect(detectImageType(await solid(4, 4).tiff().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('hola, no soy una imagen'))).toBeNull();
  });

  it('re-encodes a JPEG, applies EXIF orientation and drops all metadata', async () => {
    const input = await solid(100, 50)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secreto', ImageDescription: 'GPS casa' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const out = await processImage(input, opts);
    expect(out.type).toBe('jpeg');
    expect(out.ext).toBe('jpg');
    const meta = await sharp(out.buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the stored pixels become upright.
    expect([meta.width, meta.height]).toEqual([50, 100]);
    expect(out.buffer.includes(Buffer.from('Secreto'))).toBe(false);
  });

  it('quickly re-encodes a picture that already fits: upright, no metadata, nothing appended', async () => {
    const photo = await solid(300, 200)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'GPS casa' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // Whatever rides after the picture's end (a script, another file) is not kept either.
    const input = Buffer.concat([photo, Buffer.from('<script>robar()</script>')]);
    const out = await processImage(input, { ...opts, maxSide: 400, encoding: 'quick' });
    const meta = await sharp(out.buffer).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.buffer.includes(Buffer.from('GPS casa'))).toBe(false);
    expect(out.buffer.includes(Buffer.from('robar'))).toBe(false);
  });

  it('quickly shrinks a larger picture to maxSide on its long side, upright', async () => {
    const input = await solid(900, 600).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    const jpeg = await processImage(input, { ...opts, maxSide: 300, encoding: 'quick' });
    expect([jpeg.width, jpeg.height]).toEqual([200, 300]);
    const png = await processImage(await solid(600, 900).png().toBuffer(), {
      ...opts,
      maxSide: 300,
      encoding: 'quick',
    });
    expect([png.type, png.width, png.height]).toEqual(['png', 200, 300]);
  });

  it('keeps PNG and GIF as they are and builds still variants', async () => {
    const png = await processImage(await solid(1200, 600).png().toBuffer(), {
      ...opts,
      variants: [{ name: 'card', width: 640, format: 'webp' }],
    });
    expect(png.ext).toBe('png');
    expect(detectImageType(png.buffer)).toBe('png');
    const card = png.variants.card!;
    expect(card.ext).toBe('webp');
    expect([card.width, card.height]).toEqual([640, 320]);
    expect((await sharp(card.buffer).metadata()).format).toBe('webp');

    const gif = await processImage(await solid(20, 10).gif().toBuffer(), {
      ...opts,
      variants: [{ name: 'card', width: 640, format: 'jpeg' }],
    });
    expect(gif.ext).toBe('gif');
    // Never enlarged.
    expect(gif.variants.card!.width).toBe(20);
  });

  it('refuses files that are not allowed images, whatever their name says', async () => {
    const text = await rejection(processImage(Buffer.from('soy texto'), opts));
    expect([text.statusCode, text.error]).toEqual([415, WRONG_TYPE]);

    const gifOnlyPng = await rejection(
      processImage(await solid(4, 4).gif().toBuffer(), { ...opts, allowed: ['png'] }),
    );
    expect(gifOnlyPng.statusCode).toBe(415);

    // Right magic bytes, broken body.
    const broken = Buffer.concat([
      (await solid(4, 4).png().toBuffer()).subarray(0, 20),
      Buffer.alloc(50),
    ]);
    expect((await rejection(processImage(broken, opts))).statusCode).toBe(415);
  });

  it('refuses files over the byte limit and pixel bombs with 413', async () => {
    const png = await solid(300, 300).png().toBuffer();
    const big = await rejection(processImage(png, { ...opts, maxBytes: png.length - 1 }));
    expect([big.statusCode, big.error]).toEqual([413, TOO_LARGE]);

    const bomb = await rejection(processImage(png, { ...opts, maxInputPixels: 300 * 299 }));
    expect([bomb.statusCode, bomb.error]).toEqual([413, TOO_LARGE]);
  });
});
