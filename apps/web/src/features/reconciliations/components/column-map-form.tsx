import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  messages,
  StatementMappingSchema,
  type StatementMapping,
  type StatementMappingInput,
} from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/form-fields';
import { Select } from '@/components/ui/select';

const m = messages.reconciliations;
const COLUMNS = ['date', 'reference', 'description', 'credit', 'debit', 'amount'] as const;
const REQUIRED = new Set<string>(['date', 'reference']);

type ColumnMapFormProps = {
  headers: string[];
  busy: boolean;
  onSubmit: (mapping: StatementMapping) => unknown;
};

/**
 * For a statement no layout recognises: which of its columns is the date, the
 * reference, the credit (or a signed amount)… and the decimal style. A name saves the map.
 */
export function ColumnMapForm({ headers, busy, onSubmit }: ColumnMapFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StatementMappingInput, unknown, StatementMapping>({
    resolver: zodResolver(StatementMappingSchema),
    defaultValues: { date: '', reference: '', decimal: 'comma' },
  });

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-3">
      <h3 className="font-bold text-slate-900">{m.mappingTitle}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {COLUMNS.map((column) => (
          <FormField
            key={column}
            label={m.columns[column]}
            required={REQUIRED.has(column)}
            error={errors[column]?.message}
          >
            {(control) => (
              <Select {...control} {...register(column)}>
                <option value="">{m.none}</option>
                {headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ))}
        <FormField label={m.columns.decimal} error={errors.decimal?.message}>
          {(control) => (
            <Select {...control} {...register('decimal')}>
              <option value="comma">{m.decimals.comma}</option>
              <option value="dot">{m.decimals.dot}</option>
            </Select>
          )}
        </FormField>
        <TextField label={m.mappingName} error={errors.name?.message} {...register('name')} />
      </div>
      <Button type="submit" busy={busy} busyText="Comparando...">
        {m.upload}
      </Button>
    </Form>
  );
}
