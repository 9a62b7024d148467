import type { UseFormRegisterReturn } from 'react-hook-form';
import { FileSpreadsheet } from 'lucide-react';
import { messages } from '@rifas/shared';
import { buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

const m = messages.reconciliations;

/** The extensions banks export statements in (docs/bank-statements.md). */
const ACCEPT = '.qif,.txt,.csv,.tsv,.xlsx,.sta,.940';

type StatementFileFieldProps = {
  registration: UseFormRegisterReturn<'file'>;
  chosen: File | undefined;
  error: string | undefined;
  disabled: boolean;
};

/**
 * The statement's file, picked the way the admin's other uploads are: a dashed
 * box with the chosen file's name and a button, the native input hidden but
 * focusable (its focus ring drawn on the box).
 */
export function StatementFileField({
  registration,
  chosen,
  error,
  disabled,
}: StatementFileFieldProps) {
  return (
    <FormField label={m.fileLabel} description={m.fileHint} required error={error}>
      {(control) => (
        <label
          className={cn(
            'flex cursor-pointer flex-wrap items-center gap-3 rounded-xl border-2 border-dashed px-4 py-4 transition-colors hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
            error ? 'border-red-300 bg-red-50/40' : 'border-slate-300',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <FileSpreadsheet className="h-7 w-7 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span
              className={cn(
                'block text-sm font-semibold break-all',
                chosen ? 'text-slate-800' : 'text-slate-500',
              )}
            >
              {chosen?.name ?? m.noFileChosen}
            </span>
            {chosen && (
              <span className="block text-xs text-slate-500">
                {Math.max(1, Math.round(chosen.size / 1024))} KB
              </span>
            )}
          </span>
          <span aria-hidden="true" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {chosen ? m.changeFile : m.chooseFile}
          </span>
          <input
            id={control.id}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={disabled}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control['aria-describedby']}
            aria-required={control['aria-required']}
            {...registration}
          />
        </label>
      )}
    </FormField>
  );
}
