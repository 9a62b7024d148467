import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, FieldHint, Label } from './input';

/** What the control must spread to be tied to its label, description and error. */
export type FieldControlProps = {
  id: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** The error under the field (react-hook-form's `errors.x?.message`); none hides it. */
  error?: string | null;
  /** A help line under the control. */
  description?: ReactNode;
  required?: boolean;
  className?: string;
  /**
   * A group of controls (radio cards, presets and a quantity): a fieldset whose
   * legend is the label, described by the error. The controls still get the props.
   */
  group?: boolean;
  /** The label is read by screen readers only (the control shows its own text). */
  hideLabel?: boolean;
  /** Renders the control (Input, Select, Textarea…) with the props that wire it. */
  children: (control: FieldControlProps) => ReactElement;
};

/**
 * The one form field: label, control, description and error, with ids from useId and
 * aria-describedby / aria-invalid so screen readers read the error with the field.
 * Every form builds its fields with it (TextField and PasswordField included).
 */
export function FormField({
  label,
  error,
  description,
  required,
  className,
  group = false,
  hideLabel = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error && errorId, description && descriptionId].filter(Boolean).join(' ');
  const control = children({
    id,
    invalid: Boolean(error),
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  });
  const after = (
    <>
      {description && <FieldHint id={descriptionId}>{description}</FieldHint>}
      <FieldError id={errorId}>{error}</FieldError>
    </>
  );

  if (group) {
    return (
      <fieldset className={className} aria-describedby={describedBy || undefined}>
        <legend className={cn('mb-2 text-sm font-medium text-slate-700', hideLabel && 'sr-only')}>
          {label}
          {required && (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </legend>
        {control}
        {after}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <Label htmlFor={id} required={required} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {control}
      {after}
    </div>
  );
}
