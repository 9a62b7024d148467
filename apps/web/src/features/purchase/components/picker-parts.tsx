import { messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** 'Buscar número': digits typed narrow the grid to the numbers that contain them. */
export function NumberSearch(props: {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label="Buscar número">
      {(field) => (
        <SearchInput
          {...field}
          inputMode="numeric"
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The numbers could not be loaded: say so where the grid goes, with a retry. */
export function NumbersLoadFailed({
  retrying,
  onRetry,
}: {
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      action={
        <Button size="sm" variant="outline" busy={retrying} onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {messages.numbers.loadFailed}
    </Alert>
  );
}

/** Numbers taken while choosing: said where the buyer is, whatever the scroll. */
export function SelectionNotice(props: {
  tone: 'error' | 'warning';
  text: string;
  onDismiss: () => void;
}) {
  return (
    <div className="fixed inset-x-3 bottom-20 z-40 mx-auto max-w-md shadow-lg sm:bottom-24">
      <Alert
        tone={props.tone}
        action={
          <Button size="sm" variant="outline" onClick={props.onDismiss}>
            Entendido
          </Button>
        }
      >
        {props.text}
      </Alert>
    </div>
  );
}

/**
 * 'Ir a': a big board (1,000 numbers are 50 pages of 20 on a phone) is crossed
 * by range, 000–099, 100–199, … (issue 42). `current` is the first number shown.
 */
export function NumberRangeJump(props: {
  ranges: { from: number; to: number }[];
  current: number | undefined;
  label: (numbers: number[]) => string;
  onJump: (from: number) => void;
}) {
  const { ranges, current } = props;
  const shown = ranges.find((r) => current !== undefined && current >= r.from && current <= r.to);
  return (
    <FormField label="Ir a los números">
      {(field) => (
        <Select
          {...field}
          value={shown ? String(shown.from) : ''}
          onChange={(event) => props.onJump(Number(event.target.value))}
          className="w-full sm:w-56"
        >
          {!shown && <option value="">Elige un rango</option>}
          {ranges.map((range) => (
            <option key={range.from} value={range.from}>
              {props.label([range.from])}–{props.label([range.to])}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
