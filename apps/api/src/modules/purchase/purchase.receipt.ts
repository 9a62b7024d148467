// The purchase's receipt photo: made the stored receipt before the sale, deleted if the sale fails.
import { messages, RECEIPT_MAX_BYTES, RECEIPT_MAX_PIXELS } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { serviceUnavailable } from '../../lib/errors';
import { processImage } from '../../lib/images';
import type { StoredFile } from '../../lib/storage';

/** A receipt's long side as stored: its text stays legible, a 12-megapixel photo keeps a quarter of its pixels (ADR 041). */
const RECEIPT_MAX_SIDE = 2000;

/**
 * The uploaded photo as the stored receipt: upright, still (an animated GIF's first frame), at
 * most RECEIPT_MAX_SIDE, quickly encoded, one image at a time per spare core (ADR 026).
 */
export function processReceipt(ctx: ServiceContext, image: Buffer) {
  return ctx.runtime.images.run(() =>
    processImage(image, {
      maxBytes: RECEIPT_MAX_BYTES,
      maxInputPixels: RECEIPT_MAX_PIXELS,
      maxSide: RECEIPT_MAX_SIDE,
      encoding: 'quick',
      still: true,
      allowed: ['jpeg', 'png', 'gif'],
      tooLargeText: messages.purchase.imageTooLarge,
      wrongTypeText: messages.purchase.imageWrongType,
    }),
  );
}

/** The receipt in the storage, or 503: nothing of the sale is written yet (ADR 081). */
export async function storeReceipt(
  ctx: ServiceContext,
  receipt: { buffer: Buffer; ext: string },
): Promise<StoredFile> {
  try {
    return await ctx.storage.saveFile('private', receipt.buffer, receipt.ext);
  } catch (err) {
    ctx.log.error({ err }, 'could not store a receipt');
    throw serviceUnavailable(messages.purchase.receiptStoreFailed);
  }
}

/** The receipt of a purchase that did not commit: no file outlives its failed sale. */
export async function deleteReceipt(ctx: ServiceContext, stored: StoredFile): Promise<void> {
  await ctx.storage.deleteFile(stored.key).catch((err: unknown) => {
    ctx.log.error({ err, key: stored.key }, 'could not delete the receipt of a failed purchase');
  });
}
