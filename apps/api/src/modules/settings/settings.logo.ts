import { messages, SETTINGS_LOGO_MAX_BYTES } from '@rifas/shared';
import { processImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';

export type SavedLogo = { logoPath: string; logoSmallPath: string };

/** What pages show: a still WebP, 256 px wide at most (the header shows it 36 px high). */
const SMALL_VARIANT = { name: 'small', width: 256, format: 'webp' } as const;

/**
 * Checks and re-encodes an uploaded logo (PNG, JPG, GIF or WebP up to 2 MB, by
 * magic bytes; lib/images.ts, as raffle images) and stores it with its small
 * WebP under public/.
 */
export async function saveLogo(storage: FileStorage, upload: Buffer): Promise<SavedLogo> {
  const image = await processImage(upload, {
    maxBytes: SETTINGS_LOGO_MAX_BYTES,
    allowed: ['png', 'jpeg', 'gif', 'webp'],
    tooLargeText: messages.settings.logoTooLarge,
    wrongTypeText: messages.settings.logoWrongType,
    variants: [SMALL_VARIANT],
  });
  const logo = await storage.saveFile('public', image.buffer, image.ext);
  try {
    const small = image.variants.small!;
    const smallFile = await storage.saveFile('public', small.buffer, small.ext);
    return { logoPath: logo.key, logoSmallPath: smallFile.key };
  } catch (err) {
    await storage.deleteFile(logo.key);
    throw err;
  }
}

/** Deletes a logo's files; a missing file is not an error. */
export async function deleteLogoFiles(
  storage: FileStorage,
  paths: { logoPath: string | null; logoSmallPath: string | null },
): Promise<void> {
  for (const key of [paths.logoPath, paths.logoSmallPath]) {
    if (key) await storage.deleteFile(key);
  }
}
