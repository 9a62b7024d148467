import { z } from './zod';

// A module of its own so the first load's checks (config, raffles) build only this
// of common's schemas (docs/decisions/066-the-first-load-builds-only-its-own-checks.md).

/**
 * A stored picture as pages show it: the re-encoded file, its WebP widths as a
 * srcset ('/uploads/a.webp 400w, …', '' when it has none) and its own size.
 */
export const PictureSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Picture = z.infer<typeof PictureSchema>;
