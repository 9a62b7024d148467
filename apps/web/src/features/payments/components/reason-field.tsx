import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';

type ReasonFieldProps = {
  label: string;
  /** The form's `register('reason')`. */
  registration: UseFormRegisterReturn<'reason'>;
  /** The schema's message for a refused reason; editing clears it. */
  error: string | undefined;
  /** A hint under the field, which gives way to the error. */
  hint?: ReactNode;
};

/** The reason of a rejection (one payment or several): the buyer receives it by e-mail. */
export function ReasonField({ label, registration, error, hint }: ReasonFieldProps) {
  return (
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
  );
}
