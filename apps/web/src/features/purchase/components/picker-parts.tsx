import { messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/input';

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
