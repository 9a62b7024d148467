import { originalReceiptProblem, receiptProblem } from './payment-form';

/** The longest side a receipt photo keeps: its text stays readable, its file small. */
export const RECEIPT_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.8;

/** The size a picture of `width` × `height` is drawn at: the long side at most `maxSide`. */
export function fittedSize(width: number, height: number, maxSide = RECEIPT_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A receipt photo or screenshot as it should go up from a phone on a slow
 * uplink: drawn upright (EXIF orientation applied), the long side at most
 * 1600 px, as JPEG at quality 0.8; a 12-megapixel photo of 3–5 MB becomes a few
 * hundred KB. A GIF goes as it is (it may be animated), and so does any file the
 * browser cannot draw or that would not get smaller: the server checks and
 * re-encodes what it gets in any case (docs/purchase-path.md).
 */
export async function shrinkReceipt(file: File): Promise<File> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a screenshot's transparent parts become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob || blob.size >= file.size) return file;
    // The buyer's own file name stays (the sheet and a reload's notice show it); the
    // server goes by the bytes, never by the name.
    return new File([blob], file.name, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

/**
 * A chosen receipt made ready to send (issue 42): the original's type and size
 * (up to 25 MB), then shrunk, then the spec's 5 MB rule on what will be sent.
 */
export async function prepareReceipt(
  file: File,
): Promise<{ file: File; problem: null } | { file: null; problem: string }> {
  const original = originalReceiptProblem(file);
  if (original) return { file: null, problem: original };
  const shrunk = await shrinkReceipt(file);
  const problem = receiptProblem(shrunk);
  return problem ? { file: null, problem } : { file: shrunk, problem: null };
}
