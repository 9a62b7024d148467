import sharp, { type Sharp } from 'sharp';
import { AppError, payloadTooLarge, unsupportedMediaType } from './errors';
import { isSrgbProfile } from './icc-profile';

export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';

export type ImageVariantSpec = {
  /** Key of the variant in the result, e.g. 'card'. */
  name: string;
  /** Target width in pixels; smaller images are never enlarged. */
  width: number;
  format: 'webp' | 'jpeg';
};

export type ProcessImageOptions = {
  maxBytes: number;
  allowed: readonly ImageType[];
  /** Spanish text of the 413 answer. */
  tooLargeText: string;
  /** Spanish text of the 415 answer (also for files that claim a type but do not decode). */
  wrongTypeText: string;
  variants?: readonly ImageVariantSpec[];
  /** Decompression-bomb guard; 40 megapixels by default. */
  maxInputPixels?: number;
  /**
   * The longest side kept, in pixels: a larger picture is shrunk, a JPEG already
   * while it is decoded (shrink-on-load). The original size when not given.
   */
  maxSide?: number;
  /**
   * 'small' (the default): the smallest file (mozjpeg, PNG level 9), for public
   * images every buyer downloads. 'quick': libjpeg-turbo without optimised Huffman
   * tables, PNG level 6, and a linear kernel when shrinking: a fraction of the CPU,
   * for a private file an admin opens once (receipts, ADR 026, ADR 041, ADR 059).
   */
  encoding?: 'small' | 'quick';
  /**
   * Keep only the first frame of an animated GIF or WebP, and store a GIF's as a
   * PNG: a receipt is a still picture, and every frame decoded and a GIF's palette
   * re-quantised cost a second of CPU for a 3 KB file of 24 frames (issue 46).
   */
  still?: boolean;
};

export type EncodedImage = { buffer: Buffer; ext: string; width: number; height: number };

export type ProcessedImage = EncodedImage & {
  /** What the bytes really are, whatever the file name or MIME type said. */
  type: ImageType;
  variants: Record<string, EncodedImage>;
};

const DEFAULT_MAX_PIXELS = 40_000_000;

// One libvips thread per image: how many images run at once is the app's image
// queue's business (runtime.ts), so a burst of photos cannot take every core (ADR 026).
sharp.concurrency(1);

/** The image type by its magic bytes; null when it is none of the four. */
export function detectImageType(buffer: Buffer): ImageType | null {
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return 'jpeg';
  }
  const head = buffer.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    buffer.length >= 12 &&
    buffer.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buffer.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const EXT: Record<ImageType | 'webp', string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
};

async function encode(pipeline: Sharp, ext: string): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  // An animated GIF reports the height of all frames stacked; pageHeight is one frame.
  const height = info.pageHeight ?? info.height;
  return { buffer: data, ext, width: info.width, height };
}

/**
 * Checks an uploaded image and re-encodes it: type by magic bytes (never by name
 * or MIME), size limit, pixel limit, EXIF orientation applied, every piece of
 * metadata dropped (sharp writes none unless asked). Throws 413/415 AppErrors
 * with the caller's Spanish texts.
 */
export async function processImage(
  input: Buffer,
  opts: ProcessImageOptions,
): Promise<ProcessedImage> {
  if (input.length > opts.maxBytes) throw payloadTooLarge(opts.tooLargeText);
  const type = detectImageType(input);
  if (!type || !opts.allowed.includes(type)) throw unsupportedMediaType(opts.wrongTypeText);

  const limitInputPixels = opts.maxInputPixels ?? DEFAULT_MAX_PIXELS;
  const animated = !opts.still && (type === 'gif' || type === 'webp');
  try {
    const meta = await sharp(input, { limitInputPixels, animated }).metadata();
    const frameHeight = meta.pageHeight ?? meta.height;
    if ((meta.width ?? 0) * (frameHeight ?? 0) > limitInputPixels) {
      throw payloadTooLarge(opts.tooLargeText);
    }

    const small = (opts.encoding ?? 'small') === 'small';
    // An sRGB profile (a phone photo's, the bench's) would be converted to sRGB pixel by
    // pixel before any shrinking: half a receipt's CPU for no change. Other profiles
    // (Display P3, CMYK) are still converted; the output carries none (ADR 059).
    const ignoreIcc = !meta.icc || isSrgbProfile(meta.icc);
    const source = () => sharp(input, { limitInputPixels, animated, ignoreIcc });
    // Turned upright first, then shrunk to fit a square of maxSide: either side may be the long one.
    // A picture that already fits is only re-encoded (no resampling pass).
    const side = opts.maxSide;
    const fits = !side || Math.max(meta.width ?? 0, frameHeight ?? 0) <= side;
    const upright = () => {
      const turned = source().rotate();
      if (fits) return turned;
      // Linear is an anti-aliased (triangle) filter at any reduction, and far cheaper than
      // lanczos3 over a 12-megapixel photo: a receipt is text, not a public photo.
      const kernel = small ? sharp.kernel.lanczos3 : sharp.kernel.linear;
      return turned.resize({ width: side, height: side, fit: 'inside', kernel });
    };
    let main: EncodedImage;
    if (type === 'png') {
      main = await encode(upright().png({ compressionLevel: small ? 9 : 6 }), 'png');
    } else if (type === 'jpeg') {
      const jpeg = small
        ? { quality: 85, mozjpeg: true }
        : { quality: 80, mozjpeg: false, optimiseCoding: false };
      main = await encode(upright().jpeg(jpeg), 'jpg');
    } else if (type === 'gif' && opts.still) {
      main = await encode(source().png({ compressionLevel: small ? 9 : 6 }), 'png');
    } else if (type === 'gif') {
      // GIFs carry no EXIF orientation; rotating a multi-frame image is not supported.
      main = await encode(source().gif(), 'gif');
    } else if ((meta.pages ?? 1) > 1) {
      main = await encode(source().webp({ quality: 90 }), 'webp');
    } else {
      main = await encode(source().rotate().webp({ quality: 90 }), 'webp');
    }

    const variants: Record<string, EncodedImage> = {};
    for (const spec of opts.variants ?? []) {
      // A variant is a still picture: the first frame of an animated GIF or WebP.
      const pipeline = sharp(input, { limitInputPixels, ignoreIcc })
        .rotate()
        .resize({ width: spec.width, withoutEnlargement: true });
      variants[spec.name] =
        spec.format === 'webp'
          ? await encode(pipeline.webp({ quality: 80 }), EXT.webp)
          : await encode(pipeline.jpeg({ quality: 80, mozjpeg: true }), EXT.jpeg);
    }
    return { ...main, type, variants };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw payloadTooLarge(opts.tooLargeText);
    }
    // The magic bytes matched but the data does not decode: not a usable image.
    throw unsupportedMediaType(opts.wrongTypeText);
  }
}
