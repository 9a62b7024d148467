import { useCallback } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { format, messages } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

type ReceiptFieldProps = {
  file: File | null;
  /** The name of a file chosen before the page was reloaded: it must be chosen again. */
  lost: string | null;
  error?: string;
  required: boolean;
  /** A file that passed the browser checks, or null when removed. */
  onChange: (file: File | null) => void;
  /** A file the browser refused (size or type). */
  onReject: (message: string) => void;
  check: (file: File) => string | null;
};

/** The receipt upload with a preview (docs/product.md payment modal). JPG, PNG or GIF up to 5 MB. */
export function ReceiptField({
  file,
  lost,
  error,
  required,
  onChange,
  onReject,
  check,
}: ReceiptFieldProps) {
  // The preview's object URL lives exactly as long as its <img> (a React 19 ref cleanup).
  const previewRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !file) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  return (
    <FormField
      label={required ? 'Captura del comprobante' : 'Captura del comprobante (opcional)'}
      required={required}
      error={error}
      description={
        !file && lost ? format(messages.purchase.receiptNotKept, { name: lost }) : undefined
      }
    >
      {(control) => (
        <div>
          {file ? (
            <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
              <img
                ref={previewRef}
                alt="Vista previa del comprobante"
                className="h-20 w-20 shrink-0 rounded-lg border border-slate-200 bg-white object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-800">{file.name}</p>
                <p className="text-xs text-slate-500">{(file.size / 1024).toFixed(0)} KB</p>
              </div>
              <button
                type="button"
                onClick={() => onChange(null)}
                className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Quitar
              </button>
            </div>
          ) : (
            <label
              htmlFor={control.id}
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                error ? 'border-red-300 bg-red-50/40' : 'border-slate-300',
              )}
            >
              <ImageUp className="h-7 w-7 text-slate-400" aria-hidden="true" />
              <span className="text-sm font-semibold text-brand-700">Adjuntar captura</span>
              <span className="text-xs text-slate-500">JPG, PNG o GIF, hasta 5 MB</span>
            </label>
          )}
          <input
            id={control.id}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="sr-only"
            aria-invalid={control.invalid || undefined}
            aria-describedby={control['aria-describedby']}
            aria-required={control['aria-required']}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = ''; // choosing the same file again still fires change
              if (!chosen) return;
              const problem = check(chosen);
              if (problem) onReject(problem);
              else onChange(chosen);
            }}
          />
        </div>
      )}
    </FormField>
  );
}
