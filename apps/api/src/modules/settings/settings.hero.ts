import { messages, SETTINGS_HERO_MAX_BYTES } from '@rifas/shared';
import type { StoredImageVariants } from '../../db/schema';
import { processImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';

export type SavedHero = { heroImagePath: string; heroImageVariants: StoredImageVariants };

/** WebP widths for the hero's srcset: a phone (800), a laptop's wide banner (1600). */
const HERO_WIDTHS = [800, 1600] as const;
const HERO_VARIANTS = HERO_WIDTHS.map(
  (width) => ({ name: `w${width}`, width, format: 'webp' }) as const,
);

/**
 * Checks and re-encodes the home's hero image (PNG, JPG or WebP up to 5 MB, by
 * magic bytes; lib/images.ts, as raffle images) and stores it with its WebP widths.
 */
export async function saveHero(storage: FileStorage, upload: Buffer): Promise<SavedHero> {
  const image = await processImage(upload, {
    maxBytes: SETTINGS_HERO_MAX_BYTES,
    allowed: ['png', 'jpeg', 'webp'],
    tooLargeText: messages.settings.heroTooLarge,
    wrongTypeText: messages.settings.heroWrongType,
    variants: HERO_VARIANTS,
    maxSide: 2400,
  });
  const saved: string[] = [];
  try {
    const original = await storage.saveFile('public', image.buffer, image.ext);
    saved.push(original.key);
    const webp: StoredImageVariants['webp'] = [];
    for (const { name } of HERO_VARIANTS) {
      const variant = image.variants[name]!;
      // A small original gives the same width twice (never enlarged): keep one.
      if (webp.some((v) => v.width === variant.width)) continue;
      const { key } = await storage.saveFile('public', variant.buffer, variant.ext);
      saved.push(key);
      webp.push({ key, width: variant.width, height: variant.height });
    }
    return {
      heroImagePath: original.key,
      heroImageVariants: { width: image.width, height: image.height, webp },
    };
  } catch (err) {
    for (const key of saved) await storage.deleteFile(key);
    throw err;
  }
}

/** Deletes a hero's files; a missing file is not an error. */
export async function deleteHeroFiles(
  storage: FileStorage,
  hero: { heroImagePath: string | null; heroImageVariants: StoredImageVariants | null },
): Promise<void> {
  for (const key of [
    hero.heroImagePath,
    ...(hero.heroImageVariants?.webp ?? []).map((v) => v.key),
  ]) {
    if (key) await storage.deleteFile(key);
  }
}
