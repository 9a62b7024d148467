import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox with its label; without `label`, give it an aria-label. */
export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const box = (
    <input
      id={inputId}
      type="checkbox"
      className={cn(
        'h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600 disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
  if (!label) return box;
  return (
    <div className="flex items-center gap-2">
      {box}
      <label htmlFor={inputId} className="text-sm text-slate-700 select-none">
        {label}
      </label>
    </div>
  );
}
