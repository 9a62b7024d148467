import { useId } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { messages, SETTINGS_HERO_MAX_BYTES, SETTINGS_LOGO_MAX_BYTES } from '@rifas/shared';
import { LogoMark } from '@/components/logo';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useImageUpload } from '@/lib/use-image-upload';
import { useDeleteHero } from '../api/delete-hero';
import { useDeleteLogo } from '../api/delete-logo';
import { useUploadHero } from '../api/upload-hero';
import { useUploadLogo } from '../api/upload-logo';

const m = messages.settings;

/** The two images of the shop: what each accepts and says. */
const KINDS = {
  logo: {
    accepted: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    maxBytes: SETTINGS_LOGO_MAX_BYTES,
    tooLarge: m.logoTooLarge,
    wrongType: m.logoWrongType,
    saved: m.logoSaved,
    deleted: m.logoDeleted,
    alt: 'Logo de la tienda',
    change: 'Cambiar logo',
    add: 'Subir logo',
    remove: 'Quitar logo',
    progress: 'Subiendo logo',
    hint: 'PNG, JPG, GIF o WebP de hasta 2 MB.',
    box: 'h-20 w-20',
  },
  hero: {
    accepted: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: SETTINGS_HERO_MAX_BYTES,
    tooLarge: m.heroTooLarge,
    wrongType: m.heroWrongType,
    saved: m.heroSaved,
    deleted: m.heroDeleted,
    alt: 'Imagen de portada',
    change: 'Cambiar imagen de portada',
    add: 'Subir imagen de portada',
    remove: 'Quitar imagen de portada',
    progress: 'Subiendo imagen de portada',
    hint: 'PNG, JPG o WebP de hasta 5 MB, apaisada (por ejemplo 1600 × 640). Sin imagen, la portada usa el color de la tienda.',
    box: 'h-20 w-40',
  },
} as const;

/**
 * The shop's logo or hero image: a preview (the chosen file at once, then the
 * saved one), sent as soon as it is chosen with a progress bar; 'Quitar' goes
 * back to the ticket mark (logo) or the brand colour (hero).
 */
export function ImageUpload({
  kind,
  imageUrl,
}: {
  kind: 'logo' | 'hero';
  imageUrl: string | null;
}) {
  const k = KINDS[kind];
  const inputId = useId();
  // Both pairs are mounted (hooks run unconditionally); the kind picks one.
  const logo = { upload: useUploadLogo(), remove: useDeleteLogo() };
  const hero = { upload: useUploadHero(), remove: useDeleteHero() };
  const { upload, remove } = kind === 'logo' ? logo : hero;
  const { progress, preview, error, notice, handleChange, handleRemove } = useImageUpload({
    check: (file) =>
      file.size > k.maxBytes
        ? k.tooLarge
        : file.type && !(k.accepted as readonly string[]).includes(file.type)
          ? k.wrongType
          : null,
    send: (file, onProgress) => upload.mutateAsync({ file, onProgress }),
    remove: () => remove.mutateAsync(),
    texts: { saved: k.saved, removed: k.deleted, failed: m.saveFailed },
  });

  const shown = preview ?? imageUrl;
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={`flex ${k.box} shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-50`}
        >
          {shown ? (
            <img
              src={shown}
              alt={k.alt}
              className={
                kind === 'hero'
                  ? 'h-full w-full object-cover'
                  : 'max-h-full max-w-full object-contain'
              }
            />
          ) : kind === 'hero' ? (
            <span className="text-xs text-slate-500">Sin imagen</span>
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
            {imageUrl ? k.change : k.add}
          </label>
          <input
            id={inputId}
            type="file"
            accept={k.accepted.join(',')}
            className="sr-only"
            disabled={busy}
            onChange={(event) => void handleChange(event)}
          />
          {imageUrl && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void handleRemove()}
              busy={remove.isPending}
              busyText="Quitando..."
              disabled={busy}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {k.remove}
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-500">{k.hint}</p>
      {progress !== null && (
        <ProgressBar fraction={progress} label={k.progress} className="w-full max-w-xs" />
      )}
      {error && <Alert>{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
    </div>
  );
}
