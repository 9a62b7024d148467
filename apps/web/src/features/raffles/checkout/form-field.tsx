import { useId, type ReactElement, type ReactNode } from 'react';
import { FieldError, FieldHint, Label } from '@/components/ui/input';

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Renders the control with the id and aria attributes that tie it to its label and messages. */
  children: (control: {
    id: string;
    invalid: boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  }) => ReactElement;
};

/** Label, control, hint and the error under it, wired for screen readers. */
export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({
        id,
        invalid: Boolean(error),
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
