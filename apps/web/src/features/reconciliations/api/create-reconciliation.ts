import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ReconciliationSchema,
  type Reconciliation,
  type StatementMappingInput,
} from '@rifas/shared';
import { ApiError, api } from '@/lib/api-client';
import { reconciliationKeys } from './keys';

export type CreateReconciliation = {
  file: File;
  mapping?: StatementMappingInput | undefined;
  onProgress?: (fraction: number) => void;
};

/** POST /api/reconciliations (admin, multipart `file` and optional `mapping`) → the six groups. */
export function createReconciliation({
  file,
  mapping,
  onProgress,
}: CreateReconciliation): Promise<Reconciliation> {
  const form = new FormData();
  form.append('file', file);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return api.upload('/reconciliations', form, {
    method: 'POST',
    schema: ReconciliationSchema,
    onProgress,
  });
}

/** What the column map starts from: the file's header, its first rows and the guessed columns. */
export type MappingProposal = {
  headers: string[];
  rows: string[][];
  guess: Partial<StatementMappingInput>;
};

const texts = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];

const GUESSED = ['date', 'reference', 'description', 'amount', 'debit', 'credit'] as const;

/** The proposal of a file no layout recognises, from the server's 400 (no headers otherwise). */
export function unrecognisedProposal(err: unknown): MappingProposal {
  if (!(err instanceof ApiError) || err.status !== 400) return { headers: [], rows: [], guess: {} };
  const headers = texts(err.body?.headers);
  const rows = Array.isArray(err.body?.rows) ? err.body.rows.map(texts) : [];
  const raw = (err.body?.guess ?? {}) as Record<string, unknown>;
  const guess: Partial<StatementMappingInput> = {};
  for (const field of GUESSED) {
    const column = raw[field];
    if (typeof column === 'string' && headers.includes(column)) guess[field] = column;
  }
  if (raw.decimal === 'comma' || raw.decimal === 'dot') guess.decimal = raw.decimal;
  return { headers, rows, guess };
}

export function useCreateReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReconciliation,
    // A map given a name was saved with the upload.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.mappings }),
  });
}
