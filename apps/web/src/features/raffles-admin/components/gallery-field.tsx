import { useId } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { RAFFLE_MAX_IMAGES } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import type { GalleryPick } from './use-gallery-pick';
import { RAFFLE_IMAGE_TYPES } from './use-image-pick';

const small =
  'flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-white disabled:opacity-40';

/**
 * 'Más fotos del premio': up to 7 more pictures after the main image, in the
 * order the operator sets with the arrows; the raffle page shows them as a
 * swipeable gallery and the cards and link previews keep the main image.
 */
export function GalleryField({ gallery }: { gallery: GalleryPick }) {
  const inputId = useId();
  const { items } = gallery;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Más fotos del premio (opcional): hasta {RAFFLE_MAX_IMAGES} contando la principal. La primera
        de la lista va justo después de la imagen principal.
      </p>
      {items.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Más fotos del premio">
          {items.map((item, index) => (
            <li
              key={item.key}
              className="relative aspect-[16/10] overflow-hidden rounded-xl ring-1 ring-slate-200"
            >
              <img
                src={item.url}
                alt={`Foto ${index + 2}`}
                className="h-full w-full object-cover"
              />
              <div className="absolute inset-x-1 bottom-1 flex justify-between">
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={small}
                    aria-label={`Mover la foto ${index + 2} antes`}
                    disabled={index === 0}
                    onClick={() => gallery.move(index, -1)}
                  >
                    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={small}
                    aria-label={`Mover la foto ${index + 2} después`}
                    disabled={index === items.length - 1}
                    onClick={() => gallery.move(index, 1)}
                  >
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </button>
                </span>
                <button
                  type="button"
                  className={small}
                  aria-label={`Quitar la foto ${index + 2}`}
                  onClick={() => gallery.remove(index)}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label
        htmlFor={inputId}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'cursor-pointer' })}
      >
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        Añadir fotos
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={RAFFLE_IMAGE_TYPES.join(',')}
        className="sr-only"
        onChange={(event) => {
          gallery.add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {gallery.error && <Alert>{gallery.error}</Alert>}
    </div>
  );
}
