import type { RaffleInputParsed } from '@rifas/shared';

export type RaffleSaveData = {
  input: RaffleInputParsed;
  /** A new image to upload, or null to keep (or, with remove_image, drop) the current one. */
  image: File | null;
  /** The gallery (issue 30): `gallery_keep` in the operator's order and its new files. */
  gallery?: { keep: string[]; files: File[] };
};

/**
 * The multipart body of POST and PUT /api/raffles (docs/api.md): every field of
 * the form as text, booleans as 'true'/'false', null as an empty string, plus
 * the optional `image` file.
 */
export function toRaffleFormData({ input, image, gallery }: RaffleSaveData): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'prizes' || key === 'packs') {
      // Absent keeps the raffle's prizes or packs; sent, a JSON array (ADR 054, issue 29).
      if (value !== undefined) body.append(key, JSON.stringify(value));
      continue;
    }
    body.append(key, value === null || value === undefined ? '' : String(value));
  }
  if (image) body.append('image', image, image.name);
  if (gallery) {
    body.append('gallery_keep', JSON.stringify(gallery.keep));
    for (const file of gallery.files) body.append('images', file, file.name);
  }
  return body;
}
