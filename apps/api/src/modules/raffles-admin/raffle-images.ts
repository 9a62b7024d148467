import { messages, RAFFLE_IMAGE_MAX_BYTES } from '@rifas/shared';
import { processImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import type { StoredImageVariants } from '../../db/schema';

export type SavedRaffleImage = {
  imagePath: string;
  imageCardPath: string;
  imageVariants: StoredImageVariants;
};

/** The card variant: a still, 640 px wide at most, small enough for a list of cards. */
const CARD_VARIANT = { name: 'card', width: 640, format: 'webp' } as const;

/**
 * WebP widths the pages choose from (srcset): a phone's card or detail image
 * (400/800 at 1x/2x) up to the detail image on a wide screen (1200).
 */
export const SRCSET_WIDTHS = [400, 800, 1200] as const;
const SRCSET_VARIANTS = SRCSET_WIDTHS.map(
  (width) => ({ name: `w${width}`, width, format: 'webp' }) as const,
);

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
    variants: [CARD_VARIANT, ...SRCSET_VARIANTS],
  });
  const saved: string[] = [];
  const save = async (buffer: Buffer, ext: string) => {
    const { key } = await storage.saveFile('public', buffer, ext);
    saved.push(key);
    return key;
  };
  try {
    const imagePath = await save(image.buffer, image.ext);
    const card = image.variants.card!;
    const imageCardPath = await save(card.buffer, card.ext);
    // A small original gives the same width more than once (never enlarged): keep one.
    const webp: StoredImageVariants['webp'] = [];
    for (const { name } of SRCSET_VARIANTS) {
      const variant = image.variants[name]!;
      if (webp.some((v) => v.width === variant.width)) continue;
      const key = await save(variant.buffer, variant.ext);
      webp.push({ key, width: variant.width, height: variant.height });
    }
    return {
      imagePath,
      imageCardPath,
      imageVariants: { width: image.width, height: image.height, webp },
    };
  } catch (err) {
    for (const key of saved) await storage.deleteFile(key);
    throw err;
  }
}

/** Deletes a raffle's image files; a missing file is not an error. */
export async function deleteRaffleImages(
  storage: FileStorage,
  paths: {
    imagePath: string | null;
    imageCardPath: string | null;
    imageVariants?: StoredImageVariants | null;
  },
): Promise<void> {
  const variants = paths.imageVariants?.webp.map((v) => v.key) ?? [];
  for (const key of [paths.imagePath, paths.imageCardPath, ...variants]) {
    if (key) await storage.deleteFile(key);
  }
}
