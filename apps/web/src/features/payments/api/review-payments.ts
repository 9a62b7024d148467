import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BULK_PAYMENTS_MAX,
  BulkPaymentsResultSchema,
  messages,
  type BulkPaymentsResult,
} from '@rifas/shared';
import { api } from '@/lib/api-client';
import { getPayments } from './get-payments';
import { invalidateAfterReview } from './keys';

/** POST /api/payments/bulk (admin): each payment reviewed in its own transaction. */
export function reviewPayments(input: {
  action: 'validate' | 'reject';
  ids: number[];
  reason?: string;
}): Promise<BulkPaymentsResult> {
  return api.post('/payments/bulk', input, { schema: BulkPaymentsResultSchema });
}

/** Every stale payment (of one raffle, or all), rejected as 'Pago no recibido'. */
export async function rejectStalePayments(raffleId: number | null): Promise<BulkPaymentsResult> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const list = await getPayments({
      status: 'stale',
      raffleId,
      search: '',
      page,
      limit: 100,
      order: 'newest',
    });
    ids.push(...list.payments.map((payment) => payment.id));
    if (page >= list.pagination.pages) break;
  }
  const result: BulkPaymentsResult = { done: [], failed: [] };
  for (let i = 0; i < ids.length; i += BULK_PAYMENTS_MAX) {
    const part = await reviewPayments({
      action: 'reject',
      ids: ids.slice(i, i + BULK_PAYMENTS_MAX),
      reason: messages.payments.staleReason,
    });
    result.done.push(...part.done);
    result.failed.push(...part.failed);
  }
  return result;
}

export function useRejectStalePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectStalePayments,
    onSettled: () => invalidateAfterReview(queryClient),
  });
}

/**
 * 'Validar seleccionados' / 'Rechazar seleccionados': the chosen pending payments
 * reviewed in one request, each in its own transaction.
 */
export function useReviewPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPayments,
    // Some may have been reviewed even when others failed: refresh either way.
    onSettled: () => invalidateAfterReview(queryClient),
  });
}
