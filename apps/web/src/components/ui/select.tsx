import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select (best on phones) with the look of the other fields. */
export function Select({ invalid, className, children, ...props }: SelectProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={fieldClasses(invalid, cn('h-11 pr-8 sm:h-10', className))}
      {...props}
    >
      {children}
    </select>
  );
}
