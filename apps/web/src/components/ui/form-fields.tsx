import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { FormField } from './form-field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A FormField around a text Input: the common case, in one line at the call site. */
export function TextField({ label, error, hint, required, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} error={error} description={hint} required={required}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle; the typed text stays when toggled. */
export function PasswordField({
  label,
  error,
  hint,
  className,
  required,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FormField label={label} error={error} description={hint} required={required}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            type={visible ? 'text' : 'password'}
            className={cn('pr-11', className)}
            {...inputProps}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Icon className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </FormField>
  );
}
