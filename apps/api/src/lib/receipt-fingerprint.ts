import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * A stored receipt's fingerprint (ADR 078): the SHA-256 of its bytes, a 64-bit
 * DCT perceptual hash, and a small greyscale copy of its content (the picture
 * without its top band, where a phone's status bar changes from one screenshot
 * to the next) that a near candidate is compared with pixel by pixel.
 *
 * A plain pHash cannot tell apart two receipts of one bank app: they differ
 * only in a few lines of text, 0–1 bits, less than a re-encoding moves it. So
 * the pHash only picks candidates; the decision is the detail comparison:
 * both copies aligned (scale and shift, from their row and column profiles,
 * which absorbs crops and resizes), then the largest mean difference of any
 * block of DETAIL_BLOCK² pixels: a changed amount or reference makes one block
 * very different, a re-encoding makes every block a little different.
 */

/** Width of the stored detail; its height follows the picture's proportions. */
export const DETAIL_WIDTH = 160;
/** The detail's height is capped: a very long screenshot keeps its top. */
export const DETAIL_MAX_HEIGHT = 480;
/** The fraction of the height skipped at the top (the status bar and then some). */
export const TOP_BAND = 0.08;
/** Side of the blocks whose mean difference decides. */
export const DETAIL_BLOCK = 8;

export type ReceiptFingerprint = {
  sha256: string;
  /** The 64 bits as PostgreSQL's signed bigint holds them. */
  phash: bigint;
  /** DETAIL_WIDTH × (length / DETAIL_WIDTH) grey bytes. */
  detail: Buffer;
};

/** Hamming distance between two 64-bit hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

/** 1D DCT-II of each row then each column of an n×n block, as the pHash needs. */
function dct2(values: Float64Array, n: number): Float64Array {
  const cos = new Float64Array(n * n);
  for (let k = 0; k < n; k += 1)
    for (let i = 0; i < n; i += 1) cos[k * n + i] = Math.cos(((2 * i + 1) * k * Math.PI) / (2 * n));
  const rows = new Float64Array(n * n);
  for (let y = 0; y < n; y += 1)
    for (let k = 0; k < n; k += 1) {
      let sum = 0;
      for (let i = 0; i < n; i += 1) sum += values[y * n + i]! * cos[k * n + i]!;
      rows[y * n + k] = sum;
    }
  const out = new Float64Array(n * n);
  for (let x = 0; x < n; x += 1)
    for (let k = 0; k < n; k += 1) {
      let sum = 0;
      for (let i = 0; i < n; i += 1) sum += rows[i * n + x]! * cos[k * n + i]!;
      out[k * n + x] = sum;
    }
  return out;
}

/** The classic pHash: 32×32 grey, DCT, the 8×8 lowest frequencies against their median. */
function phashOf(grey32: Buffer): bigint {
  const values = Float64Array.from(grey32);
  const freq = dct2(values, 32);
  const low: number[] = [];
  for (let y = 0; y < 8; y += 1) for (let x = 0; x < 8; x += 1) low.push(freq[y * 32 + x]!);
  // The median without the DC term, which only says how bright the picture is.
  const sorted = low.slice(1).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  let bits = 0n;
  for (const v of low) bits = (bits << 1n) | (v > median ? 1n : 0n);
  return BigInt.asIntN(64, bits);
}

/** The fingerprint of a stored receipt's bytes (a picture sharp decodes). */
export async function fingerprintReceipt(bytes: Buffer): Promise<ReceiptFingerprint> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const grey = () =>
    sharp(bytes, { failOn: 'none' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .toColourspace('b-w');
  // The upright size (a stored receipt is upright already; a photo may not be).
  const { width, height } = (await grey().metadata()).autoOrient;
  const top = Math.min(height - 1, Math.round(height * TOP_BAND));
  const content = { left: 0, top, width, height: height - top };
  const detailHeight = Math.max(
    1,
    Math.min(DETAIL_MAX_HEIGHT, Math.round((content.height * DETAIL_WIDTH) / width)),
  );
  // A capped height keeps the picture's top part at the same scale.
  const kept = Math.min(content.height, Math.round((detailHeight * width) / DETAIL_WIDTH));
  const [detail, grey32] = await Promise.all([
    grey()
      .extract({ ...content, height: kept })
      .resize(DETAIL_WIDTH, detailHeight, { fit: 'fill' })
      .raw()
      .toBuffer(),
    grey().extract(content).resize(32, 32, { fit: 'fill' }).raw().toBuffer(),
  ]);
  return { sha256, phash: phashOf(grey32), detail };
}
