import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { messages, type Reconciliation, type StatementMapping } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useSchemaForm } from '@/lib/use-schema-form';
import { unrecognisedProposal, useCreateReconciliation } from '../api/create-reconciliation';
import { useMappings } from '../api/get-mappings';
import { ColumnMapForm } from './column-map-form';
import { StatementFileField } from './statement-file-field';

const m = messages.reconciliations;

type UploadValues = { file: FileList | null; mappingId: string };

/**
 * The statement's upload with its progress; a saved column map may be chosen.
 * A file no layout recognises brings the column map form, sent with the same file.
 */
export function StatementUpload({ onResult }: { onResult: (result: Reconciliation) => void }) {
  const create = useCreateReconciliation();
  const mappings = useMappings();
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const {
    register,
    submit,
    run,
    formError,
    control,
    formState: { errors },
  } = useSchemaForm<UploadValues>({
    // No schema: the one rule, a file is required, is the file field's `validate` below.
    defaultValues: { file: null, mappingId: '' },
    serverFields: [],
    failureText: messages.common.internalError,
    onSubmit: handleUpload,
  });
  const chosen = useWatch({ control, name: 'file' })?.[0];

  async function send(chosen: File, mapping: StatementMapping | undefined) {
    setFile(chosen);
    setProgress(0);
    await run(async () =>
      onResult(await create.mutateAsync({ file: chosen, mapping, onProgress: setProgress })),
    );
    setProgress(null);
  }

  function handleUpload(values: UploadValues) {
    const chosen = values.file?.[0];
    if (!chosen) return;
    const saved = mappings.data?.find((map) => String(map.id) === values.mappingId);
    return send(chosen, saved?.mapping);
  }

  const proposal = unrecognisedProposal(create.error);
  const headers = proposal.headers;
  const busy = create.isPending;
  return (
    <div className="space-y-4">
      <Form onSubmit={submit} noValidate className="space-y-3">
        <StatementFileField
          registration={register('file', {
            validate: (list) => (list && list.length > 0) || m.fileRequired,
          })}
          chosen={chosen}
          error={errors.file?.message}
          disabled={busy}
        />
        {(mappings.data?.length ?? 0) > 0 && (
          <FormField label="Mapa de columnas guardado">
            {(control) => (
              <Select {...control} {...register('mappingId')}>
                <option value="">{m.none}</option>
                {mappings.data?.map((map) => (
                  <option key={map.id} value={map.id}>
                    {map.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        <Button type="submit" busy={busy} busyText="Comparando...">
          {m.upload}
        </Button>
        {progress !== null && (
          <div
            role="progressbar"
            aria-label={m.uploading.replace('{percent}', String(Math.round(progress * 100)))}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        )}
        {formError && <Alert>{formError}</Alert>}
      </Form>
      {headers.length > 0 && file && (
        <ColumnMapForm
          key={headers.join('\u0000')}
          proposal={proposal}
          busy={busy}
          onSubmit={(mapping) => send(file, mapping)}
        />
      )}
    </div>
  );
}
