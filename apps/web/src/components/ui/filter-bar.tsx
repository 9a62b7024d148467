import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FormField } from './form-field';
import { SearchInput } from './input';
import { Select } from './select';

/**
 * The filter bar above an admin list (currencies, raffles): a search box that
 * takes the room left and selects of one width; on a phone the search gets its
 * own row and two selects share one.
 */
export function FilterBar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('flex flex-wrap items-end gap-3', className)}>{children}</div>;
}

type FilterSearchProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
};

/** The list's search box (first in the bar, it takes the room left). */
export function FilterSearch({ label, value, onChange, placeholder }: FilterSearchProps) {
  return (
    <FormField label={label} className="min-w-0 flex-[1_1_16rem]">
      {(field) => (
        <SearchInput
          {...field}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}

type FilterSelectProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** One choice of the bar (a status, an order); only the given options can come back. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<T>) {
  return (
    // As wide as its longest option on wide screens: no choice is cut ('Más próximo pr…').
    <FormField label={label} className="min-w-0 flex-[1_1_9rem] sm:w-auto sm:min-w-52 sm:flex-none">
      {(field) => (
        <Select
          {...field}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
