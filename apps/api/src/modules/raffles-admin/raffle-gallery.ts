import { messages, RAFFLE_MAX_IMAGES } from '@rifas/shared';
import type { StoredGalleryImage } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { publicUrlPath } from '../../lib/storage';
import { deleteRaffleImages, saveRaffleImage } from './raffle-images';

/**
 * The gallery's new images, each re-encoded as the main image (its card still and
 * WebP widths); written before the transaction, removed if a later one fails.
 */
export async function saveGallery(
  storage: FileStorage,
  uploads: readonly Buffer[],
): Promise<StoredGalleryImage[]> {
  const saved: StoredGalleryImage[] = [];
  try {
    // One at a time: the image queue (runtime.ts) already bounds how many run at once.
    for (const upload of uploads) saved.push(await saveRaffleImage(storage, upload));
    return saved;
  } catch (err) {
    await deleteGalleryFiles(storage, saved);
    throw err;
  }
}

export async function deleteGalleryFiles(
  storage: FileStorage,
  gallery: readonly StoredGalleryImage[],
): Promise<void> {
  for (const image of gallery) await deleteRaffleImages(storage, image);
}

/**
 * The gallery after a save, in the order the operator sent (`keep`): a saved
 * image by its URL, a new one as 'new:<i>' (its place among the `images` files).
 * Absent keeps the saved ones; new files it does not place go last. Refused over
 * RAFFLE_MAX_IMAGES counting the main image.
 */
export function nextGallery(input: {
  current: readonly StoredGalleryImage[];
  keep: readonly string[] | undefined;
  added: readonly StoredGalleryImage[];
  hasMainImage: boolean;
}): StoredGalleryImage[] {
  const { current, keep, added, hasMainImage } = input;
  const placed = (keep ?? current.map((image) => publicUrlPath(image.imagePath) ?? '')).flatMap(
    (entry) => {
      const match = /^new:(\d+)$/.exec(entry);
      if (match) return added.slice(Number(match[1]), Number(match[1]) + 1);
      return current.filter((image) => publicUrlPath(image.imagePath) === entry);
    },
  );
  const ordered = [...new Set(placed)];
  const gallery = [...ordered, ...added.filter((image) => !ordered.includes(image))];
  if (gallery.length + (hasMainImage ? 1 : 0) > RAFFLE_MAX_IMAGES) {
    throw badRequest(messages.raffles.tooManyImages);
  }
  return gallery;
}

/** The images of `before` that `after` no longer names: their files can go. */
export function droppedImages(
  before: readonly StoredGalleryImage[],
  after: readonly StoredGalleryImage[],
): StoredGalleryImage[] {
  const kept = new Set(after.map((image) => image.imagePath));
  return before.filter((image) => !kept.has(image.imagePath));
}
