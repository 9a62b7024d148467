import type { ReactNode } from 'react';
import { messages } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';

type ReasonFieldProps = {
  label: string;
  value: string;
  /** The schema's message for a refused reason; typing clears it. */
  error: string | null;
  /** A hint under the field, which gives way to the error. */
  hint?: ReactNode;
  onChange: (reason: string) => void;
};

/** The reason of a rejection (one payment or several): the buyer receives it by e-mail. */
export function ReasonField({ label, value, error, hint, onChange }: ReasonFieldProps) {
  return (
    <FormField
      label={label}
      required
      error={error ?? undefined}
      description={error ? undefined : hint}
    >
      {(control) => (
        <Textarea
          {...control}
          data-autofocus
          rows={3}
          maxLength={500}
          value={value}
          placeholder={messages.payments.bulk.reasonPlaceholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
