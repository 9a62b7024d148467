import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { RAFFLE_IMAGE_TYPES, type ImagePick } from './use-image-pick';

/** Image upload with preview and removal (docs/product.md): PNG, JPG or GIF up to 10MB. */
export function RaffleImageField({ image }: { image: ImagePick }) {
  return (
    // The section is titled 'Imagen' and the button says what it does: the label is for screen readers.
    <FormField
      label="Imagen de la rifa"
      hideLabel
      description="PNG, JPG o GIF, hasta 10MB."
      error={image.error}
    >
      {(control) => (
        <div className="flex flex-col gap-3">
          <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
            {image.previewUrl ? (
              <img
                src={image.previewUrl}
                alt="Vista previa de la imagen de la rifa"
                className="h-full w-full object-cover"
              />
            ) : (
              <div className="flex flex-col items-center gap-1 text-slate-400">
                <ImageIcon className="h-10 w-10" aria-hidden="true" />
                <span className="text-xs">Sin imagen</span>
              </div>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              {/* The label is the visible button; the input inside it keeps keyboard and screen-reader access. */}
              <label
                className={buttonClasses({
                  variant: 'outline',
                  className: 'cursor-pointer focus-within:ring-2 focus-within:ring-brand-500/50',
                })}
              >
                <input
                  id={control.id}
                  type="file"
                  accept={RAFFLE_IMAGE_TYPES.join(',')}
                  className="sr-only"
                  aria-invalid={control.invalid || undefined}
                  aria-describedby={control['aria-describedby']}
                  onChange={(event) => {
                    image.pick(event.target.files?.[0] ?? null);
                    // The same file can be picked again after a removal.
                    event.target.value = '';
                  }}
                />
                <Upload className="h-4 w-4" aria-hidden="true" />
                {image.previewUrl ? 'Cambiar imagen' : 'Elegir imagen'}
              </label>
              {image.previewUrl && (
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  onClick={image.remove}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Quitar imagen
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
    </FormField>
  );
}
