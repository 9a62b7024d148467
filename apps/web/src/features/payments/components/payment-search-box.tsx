import { useCallback, useEffect, useState } from 'react';
import { SEARCH_MAX_LENGTH } from '@rifas/shared';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/input';

type PaymentSearchBoxProps = { value: string; onSearch: (term: string) => void };

// Long enough to finish typing a cédula, short enough to feel immediate.
const TYPING_PAUSE_MS = 400;

/**
 * Reference, cédula, name, e-mail or phone. The list follows the typing after
 * a short pause (Enter searches at once); the term lives in the address. No
 * react-hook-form: there is nothing to check, the box only follows the typing.
 */
export function PaymentSearchBox({ value, onSearch }: PaymentSearchBoxProps) {
  const [term, setTerm] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  // Back/forward or a link changes the address: the box shows what is searched.
  // The address catching up with our own search must not undo what was typed since.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== sent) setTerm(value);
    setSent(null);
  }

  const search = useCallback(
    (text: string) => {
      setSent(text);
      onSearch(text);
    },
    [onSearch],
  );

  useEffect(() => {
    if (term.trim() === value) return;
    const timer = setTimeout(() => search(term.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term, value, search]);

  return (
    <Form role="search" onSubmit={() => search(term.trim())}>
      <FormField label="Buscar">
        {(control) => (
          <SearchInput
            {...control}
            inputMode="search"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Referencia, cédula, nombre, e-mail o teléfono"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        )}
      </FormField>
    </Form>
  );
}
