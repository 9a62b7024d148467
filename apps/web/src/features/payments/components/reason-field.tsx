import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { useSettings } from '@/lib/shop-settings';

type ReasonFieldProps = {
  label: string;
  /** The form's `register('reason')`. */
  registration: UseFormRegisterReturn<'reason'>;
  /** The schema's message for a refused reason; editing clears it. */
  error: string | undefined;
  /** A hint under the field, which gives way to the error. */
  hint?: ReactNode;
  /** Puts one of the shop's rejection reasons (Tienda) in the field, to send or edit. */
  onPick: (reason: string) => void;
};

/** The reason of a rejection (one payment or several): the buyer receives it by e-mail. */
export function ReasonField({ label, registration, error, hint, onPick }: ReasonFieldProps) {
  const presets = useSettings().data?.reject_reasons ?? [];
  return (
    <div className="space-y-2">
      {presets.length > 0 && (
        <div role="group" aria-label="Motivos frecuentes" className="flex flex-wrap gap-2">
          {presets.map((reason) => (
            <button
              key={reason}
              type="button"
              onClick={() => onPick(reason)}
              className="min-h-9 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {reason}
            </button>
          ))}
        </div>
      )}
      <FormField label={label} required error={error} description={error ? undefined : hint}>
        {(control) => (
          <Textarea
            {...control}
            {...registration}
            data-autofocus
            rows={3}
            maxLength={500}
            placeholder={messages.payments.bulk.reasonPlaceholder}
          />
        )}
      </FormField>
    </div>
  );
}
