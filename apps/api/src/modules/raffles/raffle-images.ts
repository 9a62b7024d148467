import { messages, RAFFLE_IMAGE_MAX_BYTES } from '@rifas/shared';
import { processImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';

export type SavedRaffleImage = { imagePath: string; imageCardPath: string };

/** The card variant: a still, 640 px wide at most, small enough for a list of cards. */
const CARD_VARIANT = { name: 'card', width: 640, format: 'webp' } as const;

/**
 * Checks and re-encodes an uploaded raffle image (PNG, JPG or GIF up to 10 MB,
 * by magic bytes) and stores it with its card variant under public/.
 */
export async function saveRaffleImage(
  storage: FileStorage,
  upload: Buffer,
): Promise<SavedRaffleImage> {
  const image = await processImage(upload, {
    maxBytes: RAFFLE_IMAGE_MAX_BYTES,
    allowed: ['png', 'jpeg', 'gif'],
    tooLargeText: messages.raffles.imageTooLarge,
    wrongTypeText: messages.raffles.imageWrongType,
    variants: [CARD_VARIANT],
  });
  const card = image.variants.card!;
  const main = await storage.saveFile('public', image.buffer, image.ext);
  try {
    const small = await storage.saveFile('public', card.buffer, card.ext);
    return { imagePath: main.key, imageCardPath: small.key };
  } catch (err) {
    await storage.deleteFile(main.key);
    throw err;
  }
}

/** Deletes a raffle's image files; a missing file is not an error. */
export async function deleteRaffleImages(
  storage: FileStorage,
  paths: { imagePath: string | null; imageCardPath: string | null },
): Promise<void> {
  for (const key of [paths.imagePath, paths.imageCardPath]) {
    if (key) await storage.deleteFile(key);
  }
}
