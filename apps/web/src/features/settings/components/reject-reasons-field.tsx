import { useState } from 'react';
import { useController, type Control, type FieldError, type Merge } from 'react-hook-form';
import type { SettingsInput } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';

/** The first message of a list field's errors: the list's own, or one of its items'. */
export function listError(
  error: Merge<FieldError, (FieldError | undefined)[]> | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  return Array.isArray(error) ? error.find((item) => item?.message)?.message : undefined;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The rejection reasons the payment review offers, one per line. The text keeps
 * what is typed (blank lines too, while typing); the form holds the list.
 */
export function RejectReasonsField({
  control,
  error,
  onEdit,
}: {
  control: Control<SettingsInput>;
  error: string | undefined;
  /** Editing clears the field's error, like every other field (docs/domain.md). */
  onEdit: () => void;
}) {
  const { field } = useController({ control, name: 'reject_reasons' });
  const [text, setText] = useState(() => field.value.join('\n'));
  return (
    <FormField
      label="Motivos de rechazo"
      error={error}
      description="Uno por línea (hasta 10). Al rechazar un pago se eligen con un toque y se pueden editar."
    >
      {(controlProps) => (
        <Textarea
          {...controlProps}
          ref={field.ref}
          name={field.name}
          value={text}
          rows={4}
          onBlur={field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            onEdit();
            field.onChange(lines(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}
