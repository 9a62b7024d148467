import type { Picture } from '@rifas/shared';
import { publicUrlPath } from './storage';

/** A stored image's WebP widths and its own size (db schema StoredImageVariants). */
type Variants = { width: number; height: number; webp: { key: string; width: number }[] };

/** A stored image as the API answers it (PictureSchema); null without a public file. */
export function presentPicture(
  path: string | null,
  variants: Variants | null | undefined,
): Picture | null {
  const url = publicUrlPath(path);
  if (!url) return null;
  const srcset = (variants?.webp ?? [])
    .flatMap((v) => {
      const variantUrl = publicUrlPath(v.key);
      return variantUrl ? [`${variantUrl} ${v.width}w`] : [];
    })
    .join(', ');
  return { url, srcset, width: variants?.width ?? null, height: variants?.height ?? null };
}
