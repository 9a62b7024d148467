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

/** POST /api/reconciliations (admin, multipart `file` and optional `mapping`) → the five groups. */
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

/** The columns of a file no layout recognises, from the server's 400 (empty otherwise). */
export function unrecognisedHeaders(err: unknown): string[] {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  const headers = err.body?.headers;
  return Array.isArray(headers) ? headers.filter((h): h is string => typeof h === 'string') : [];
}

export function useCreateReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReconciliation,
    // A map given a name was saved with the upload.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.mappings }),
  });
}
