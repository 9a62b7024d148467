import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';

const fieldBase =
  'block w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm transition-colors ' +
  'placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500/40 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 sm:text-sm';

/** Border colours of a text field, red when `invalid`. Shared by Input, Textarea and Select. */
export function fieldClasses(invalid?: boolean, className?: string): string {
  return cn(
    fieldBase,
    invalid ? 'border-red-400 focus:border-red-500' : 'border-slate-300 focus:border-brand-500',
    className,
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A text input. `invalid` sets aria-invalid and the red border; link the error with aria-describedby. */
export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={fieldClasses(invalid, cn('h-11 sm:h-10', className))}
      {...props}
    />
  );
}

/** A search box: a search input with its magnifier, for every list and grid that filters. */
export function SearchInput({ className, ...props }: Omit<InputProps, 'type'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <Input type="search" autoComplete="off" {...props} className={cn('pl-9', className)} />
    </div>
  );
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={fieldClasses(invalid, cn('py-2', className))}
      {...props}
    />
  );
}

type LabelProps = LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean };

export function Label({ className, children, required, ...props }: LabelProps) {
  return (
    <label className={cn('mb-1 block text-sm font-medium text-slate-700', className)} {...props}>
      {children}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

/** The message under a field. Give it an id and point the field's aria-describedby at it. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {children}
    </p>
  );
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  );
}
