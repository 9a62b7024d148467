import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { messages, SETTINGS_LOGO_MAX_BYTES } from '@rifas/shared';
import { LogoMark } from '@/components/logo';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-client';
import { useDeleteLogo } from '../api/delete-logo';
import { useUploadLogo } from '../api/upload-logo';

const m = messages.settings;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** What the browser can tell before sending: the server checks the bytes again. */
function checkFile(file: File): string | null {
  if (file.size > SETTINGS_LOGO_MAX_BYTES) return m.logoTooLarge;
  if (file.type && !ACCEPTED.includes(file.type)) return m.logoWrongType;
  return null;
}

/**
 * The shop's logo: a preview (the chosen file at once, then the saved one),
 * sent as soon as it is chosen with a progress bar; 'Quitar logo' goes back
 * to the ticket mark.
 */
export function LogoUpload({ logoUrl }: { logoUrl: string | null }) {
  const inputId = useId();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
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
    const problem = checkFile(file);
    if (problem) return setError(problem);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      setNotice(m.logoSaved);
    } catch (err) {
      setError(errorMessage(err, m.saveFailed));
    } finally {
      setProgress(null);
      setPreview(null);
    }
  }

  async function handleRemove() {
    setError(null);
    setNotice(null);
    try {
      await remove.mutateAsync();
      setNotice(m.logoDeleted);
    } catch (err) {
      setError(errorMessage(err, m.saveFailed));
    }
  }

  const shown = preview ?? logoUrl;
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
          {shown ? (
            <img
              src={shown}
              alt="Logo de la tienda"
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <LogoMark className="h-12 w-12" title="Sin logo: se muestra el boleto" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={inputId}
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: busy ? 'pointer-events-none opacity-60' : 'cursor-pointer',
            })}
          >
            <ImageUp className="h-4 w-4" aria-hidden="true" />
            {logoUrl ? 'Cambiar logo' : 'Subir logo'}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            className="sr-only"
            disabled={busy}
            onChange={(event) => void handleChange(event)}
          />
          {logoUrl && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void handleRemove()}
              busy={remove.isPending}
              busyText="Quitando..."
              disabled={busy}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Quitar logo
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-500">PNG, JPG, GIF o WebP de hasta 2 MB.</p>
      {progress !== null && (
        <ProgressBar fraction={progress} label="Subiendo logo" className="w-full max-w-xs" />
      )}
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
    </div>
  );
}
