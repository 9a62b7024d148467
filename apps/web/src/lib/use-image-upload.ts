import { useEffect, useState, type ChangeEvent } from 'react';
import { errorMessage } from '@/lib/api-client';

type ImageUploadOptions = {
  /** What the browser can tell before sending (size, type); null when the file may go. */
  check: (file: File) => string | null;
  send: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  remove: () => Promise<unknown>;
  texts: { saved: string; removed: string; failed: string };
};

/**
 * An image sent as soon as it is chosen (the shop's logo and hero, a prize's
 * picture): the chosen file previewed at once, the upload's progress, and what
 * the choice or the removal answered. The server checks the bytes again.
 */
export function useImageUpload({ check, send, remove, texts }: ImageUploadOptions) {
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after a failure
    if (!file) return;
    setError(null);
    setNotice(null);
    const problem = check(file);
    if (problem) return setError(problem);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      await send(file, setProgress);
      setNotice(texts.saved);
    } catch (err) {
      setError(errorMessage(err, texts.failed));
    } finally {
      setProgress(null);
      setPreview(null);
    }
  }

  async function handleRemove() {
    setError(null);
    setNotice(null);
    try {
      await remove();
      setNotice(texts.removed);
    } catch (err) {
      setError(errorMessage(err, texts.failed));
    }
  }

  return { progress, preview, error, notice, handleChange, handleRemove };
}
