import { useEffect, useRef, useState } from 'react';
import { messages, RAFFLE_IMAGE_MAX_BYTES } from '@rifas/shared';

/** docs/domain.md: PNG, JPG or GIF (the server checks again by magic bytes). */
export const RAFFLE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

/** Why the browser refuses a file before uploading it, or null when it is acceptable. */
export function checkRaffleImage(file: File): string | null {
  if (!RAFFLE_IMAGE_TYPES.includes(file.type)) return messages.raffles.imageWrongType;
  if (file.size > RAFFLE_IMAGE_MAX_BYTES) return messages.raffles.imageTooLarge;
  return null;
}

export type ImagePick = {
  /** A new image chosen in this form, not uploaded yet. */
  file: File | null;
  /** What the preview shows: the new file, else the saved image unless removed. */
  previewUrl: string | null;
  /** The saved image is to be removed (remove_image=true on save). */
  removeSaved: boolean;
  error: string | null;
  pick: (file: File | null) => void;
  remove: () => void;
};

/** The raffle image's state: the saved one, a new pick with its preview, or none. */
export function useImagePick(savedUrl: string | null): ImagePick {
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [removeSaved, setRemoveSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);

  function replaceObjectUrl(next: string | null) {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = next;
    setObjectUrl(next);
  }

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  function pick(next: File | null) {
    if (!next) return;
    const refusal = checkRaffleImage(next);
    setError(refusal);
    if (refusal) return;
    setFile(next);
    replaceObjectUrl(URL.createObjectURL(next));
  }

  function remove() {
    setFile(null);
    replaceObjectUrl(null);
    setError(null);
    if (savedUrl) setRemoveSaved(true);
  }

  return {
    file,
    previewUrl: objectUrl ?? (removeSaved ? null : savedUrl),
    removeSaved: removeSaved && !file,
    error,
    pick,
    remove,
  };
}
