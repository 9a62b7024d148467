import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BulkPaymentsResultSchema,
  VALIDATE_MATCHES_CHUNK,
  type BulkPaymentsResult,
} from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterValidation } from './keys';

/** POST /api/reconciliations/:id/validate (admin): these matches, each in its own transaction. */
export function validateMatches(id: number, paymentIds: number[]): Promise<BulkPaymentsResult> {
  return api.post(
    `/reconciliations/${id}/validate`,
    { payment_ids: paymentIds },
    { schema: BulkPaymentsResultSchema },
  );
}

type Progress = { done: number; total: number };

/**
 * Validates every match of a statement VALIDATE_MATCHES_CHUNK at a time, so the
 * screen can show how far it got ('Validando 40 de 270...'); the answers add up
 * to one result.
 */
export function useValidateMatches() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ id, paymentIds }: { id: number; paymentIds: number[] }) => {
      const result: BulkPaymentsResult = { done: [], failed: [] };
      setProgress({ done: 0, total: paymentIds.length });
      for (let start = 0; start < paymentIds.length; start += VALIDATE_MATCHES_CHUNK) {
        const part = await validateMatches(
          id,
          paymentIds.slice(start, start + VALIDATE_MATCHES_CHUNK),
        );
        result.done.push(...part.done);
        result.failed.push(...part.failed);
        setProgress({
          done: Math.min(start + VALIDATE_MATCHES_CHUNK, paymentIds.length),
          total: paymentIds.length,
        });
      }
      return result;
    },
    // Some may have been validated even when others failed: refresh either way.
    onSettled: () => {
      setProgress(null);
      return invalidateAfterValidation(queryClient);
    },
  });
  return { ...mutation, progress };
}
