import { useEffect, useRef, useState } from 'react';
import { messages, RAFFLE_MAX_IMAGES, type Picture } from '@rifas/shared';
import { checkRaffleImage } from './use-image-pick';

/** One picture of the gallery: saved (by its URL) or chosen in this form. */
export type GalleryItem =
  | { kind: 'saved'; key: string; url: string }
  | { kind: 'new'; key: string; url: string; file: File };

export type GalleryPick = {
  items: GalleryItem[];
  error: string | null;
  add: (files: readonly File[]) => void;
  move: (index: number, step: -1 | 1) => void;
  remove: (index: number) => void;
  /** What the save sends: `gallery_keep` in this order ('new:<i>' for files) and the files. */
  toSave: () => { keep: string[]; files: File[] };
};

/**
 * The prize's other pictures (after the main image, issue 30): the saved ones,
 * new files with their previews, in the order the operator sets.
 */
export function useGalleryPick(saved: readonly Picture[], hasMainImage: boolean): GalleryPick {
  const [items, setItems] = useState<GalleryItem[]>(() =>
    saved.map((picture) => ({ kind: 'saved', key: picture.url, url: picture.url })),
  );
  const [error, setError] = useState<string | null>(null);

  // Previews of new files are freed when they leave the list or the form closes.
  const latest = useRef(items);
  useEffect(() => {
    latest.current = items;
  }, [items]);
  useEffect(
    () => () => {
      for (const item of latest.current) if (item.kind === 'new') URL.revokeObjectURL(item.url);
    },
    [],
  );

  const room = RAFFLE_MAX_IMAGES - (hasMainImage ? 1 : 0);
  return {
    items,
    error,
    add(files) {
      const problem = files.map(checkRaffleImage).find((text) => text !== null);
      if (problem) return setError(problem);
      if (items.length + files.length > room) return setError(messages.raffles.tooManyImages);
      setError(null);
      setItems((list) => [
        ...list,
        ...files.map((file) => ({
          kind: 'new' as const,
          key: `${file.name}-${file.size}-${Math.random()}`,
          url: URL.createObjectURL(file),
          file,
        })),
      ]);
    },
    move(index, step) {
      setItems((list) => {
        const next = [...list];
        const target = index + step;
        if (target < 0 || target >= next.length) return list;
        [next[index], next[target]] = [next[target]!, next[index]!];
        return next;
      });
    },
    remove(index) {
      setError(null);
      const gone = items[index];
      if (gone?.kind === 'new') URL.revokeObjectURL(gone.url);
      setItems((list) => list.filter((_, i) => i !== index));
    },
    toSave() {
      const files: File[] = [];
      const keep = items.map((item) => {
        if (item.kind === 'saved') return item.url;
        files.push(item.file);
        return `new:${files.length - 1}`;
      });
      return { keep, files };
    },
  };
}
