import type { BulkPaymentsInput, BulkPaymentsResult } from '@rifas/shared';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../context';
import { rejectPayment, validatePayment } from './payments-review.service';

/**
 * Validates or rejects many payments, each in its own transaction with its own
 * e-mail, exactly as one click would: one that cannot be reviewed (already
 * reviewed, gone) is reported and the others go on.
 */
export async function reviewPayments(
  ctx: ServiceContext,
  input: BulkPaymentsInput,
): Promise<BulkPaymentsResult> {
  const done: number[] = [];
  const failed: BulkPaymentsResult['failed'] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      if (input.action === 'validate') await validatePayment(ctx, { id });
      else await rejectPayment(ctx, { id, reason: input.reason ?? '' });
      done.push(id);
    } catch (err) {
      // Only the service's own refusals are reported; anything else is a real failure.
      if (!(err instanceof AppError)) throw err;
      failed.push({ id, error: err.message });
    }
  }
  return { done, failed };
}
