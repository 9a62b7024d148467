import { useCallback, useEffect, useRef, useState } from 'react';
import { FileWarning, ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { format, messages } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

type ReceiptFieldProps = {
  file: File | null;
  /** The name of a file chosen before the page was reloaded: it must be chosen again. */
  lost: string | null;
  error?: string;
  required: boolean;
  /** The file to send (shrunk and checked), or null when removed. */
  onChange: (file: File | null) => void;
  /** A file refused (type, or size once shrunk); 'Quitar' takes it away with its error. */
  onReject: (message: string | null) => void;
  /** Whether a chosen photo is being shrunk (the sheet waits for it). */
  onPreparing: (preparing: boolean) => void;
  prepare: (file: File) => Promise<{ file: File; problem: null } | { file: null; problem: string }>;
};

/**
 * The receipt upload with a preview (docs/product.md payment modal). A photo of
 * any size a camera makes is shrunk as soon as it is chosen, and the spec's
 * rules (JPG, PNG or GIF, 5 MB) apply to what will be sent (issue 42). A refused
 * file stays named, with 'Quitar', so an optional receipt never blocks the purchase.
 */
export function ReceiptField({
  file,
  lost,
  error,
  required,
  onChange,
  onReject,
  onPreparing,
  prepare,
}: ReceiptFieldProps) {
  const [preparing, setPreparing] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const chosen = useRef(0);

  // Gone while a photo was shrinking (another method chosen): the sheet stops waiting.
  useEffect(
    () => () => {
      chosen.current += 1;
      onPreparing(false);
    },
    [onPreparing],
  );

  async function handleChosen(picked: File) {
    const turn = (chosen.current += 1);
    setRefused(null);
    setPreparing(picked.name);
    onPreparing(true);
    const ready = await prepare(picked);
    // A later choice (or 'Quitar') won: this one is dropped.
    if (turn !== chosen.current) return;
    setPreparing(null);
    onPreparing(false);
    if (ready.file) {
      onChange(ready.file);
    } else {
      setRefused(picked.name);
      onReject(ready.problem);
    }
  }

  function handleRemove() {
    chosen.current += 1;
    setRefused(null);
    onReject(null);
    onChange(null);
  }

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
          {preparing ? (
            <div
              role="status"
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
            >
              <LoaderCircle className="h-5 w-5 animate-spin text-brand-600" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">
                {messages.purchase.receiptPreparing} {preparing}
              </span>
            </div>
          ) : file ? (
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
              <RemoveButton onClick={handleRemove} />
            </div>
          ) : refused ? (
            <div className="flex items-center gap-3 rounded-xl border border-red-200 bg-red-50/60 p-3">
              <FileWarning className="h-6 w-6 shrink-0 text-red-600" aria-hidden="true" />
              <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">
                {refused}
              </p>
              <RemoveButton onClick={handleRemove} />
            </div>
          ) : null}
          {!preparing && !file && (
            <label
              htmlFor={control.id}
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                refused && 'mt-2',
                error ? 'border-red-300 bg-red-50/40' : 'border-slate-300',
              )}
            >
              <ImageUp className="h-7 w-7 text-slate-400" aria-hidden="true" />
              <span className="text-sm font-semibold text-brand-700">
                {refused ? 'Adjuntar otra captura' : 'Adjuntar captura'}
              </span>
              <span className="text-xs text-slate-500">{messages.purchase.receiptHint}</span>
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
              const picked = event.target.files?.[0] ?? null;
              event.target.value = ''; // choosing the same file again still fires change
              if (picked) void handleChosen(picked);
            }}
          />
        </div>
      )}
    </FormField>
  );
}

function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
    >
      <Trash2 className="h-4 w-4" aria-hidden="true" />
      Quitar
    </button>
  );
}
