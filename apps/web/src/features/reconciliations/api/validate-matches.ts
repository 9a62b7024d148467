import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BulkPaymentsResultSchema, type BulkPaymentsResult } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterValidation } from './keys';

/** POST /api/reconciliations/:id/validate (admin): each match validated in its own transaction. */
export function validateMatches(id: number): Promise<BulkPaymentsResult> {
  return api.post(`/reconciliations/${id}/validate`, undefined, {
    schema: BulkPaymentsResultSchema,
  });
}

export function useValidateMatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateMatches,
    // Some may have been validated even when others failed: refresh either way.
    onSettled: () => invalidateAfterValidation(queryClient),
  });
}
