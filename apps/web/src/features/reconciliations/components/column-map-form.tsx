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
import { useSchemaForm } from '@/lib/use-schema-form';
import type { MappingProposal } from '../api/create-reconciliation';
import { StatementPreview } from './statement-preview';

const m = messages.reconciliations;
const COLUMNS = ['date', 'reference', 'description', 'credit', 'debit', 'amount'] as const;
const REQUIRED = new Set<string>(['date', 'reference']);

type ColumnMapFormProps = {
  proposal: MappingProposal;
  busy: boolean;
  onSubmit: (mapping: StatementMapping) => unknown;
};

/**
 * For a statement no layout recognises: which of its columns is the date, the
 * reference, the credit (or a signed amount)… and the decimal style, starting
 * from the columns the server guessed, over the file's first rows. A name saves the map.
 */
export function ColumnMapForm({ proposal, busy, onSubmit }: ColumnMapFormProps) {
  const { headers, rows, guess } = proposal;
  const {
    register,
    submit,
    formState: { errors },
  } = useSchemaForm<StatementMappingInput, StatementMapping>({
    schema: StatementMappingSchema,
    // The upload shows what sending the map fails with (statement-upload.tsx).
    onSubmit,
    defaultValues: {
      date: '',
      reference: '',
      description: '',
      credit: '',
      debit: '',
      amount: '',
      decimal: 'comma',
      ...guess,
    },
  });

  return (
    <Form onSubmit={submit} noValidate className="space-y-3">
      <div>
        <h3 className="font-bold text-slate-900">{m.mappingTitle}</h3>
        <p className="text-sm text-slate-600">{m.mappingHint}</p>
      </div>
      {rows.length > 0 && <StatementPreview headers={headers} rows={rows} />}
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
