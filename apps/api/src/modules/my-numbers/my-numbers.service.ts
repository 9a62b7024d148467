import type { MyNumber } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { listUserPayments } from './my-numbers.repository';

// A number's state follows its payment: pending holds it, completed sells it, failed or refunded frees it.
const NUMBER_STATUS = {
  pending: 'reserved',
  completed: 'sold',
  failed: 'available',
  refunded: 'available',
} as const;

/** Every number of the payments linked to the user, one row per number. */
export async function listMyNumbers(
  db: Executor,
  userId: number,
  raffleId?: number,
): Promise<MyNumber[]> {
  const rows = await listUserPayments(db, userId, raffleId);
  return rows.flatMap((payment) =>
    [...payment.numbers]
      .sort((a, b) => a - b)
      .map((number) => ({
        raffle_id: payment.raffleId,
        raffle_title: payment.raffleTitle,
        number,
        status: NUMBER_STATUS[payment.status],
        payment_status: payment.status,
        purchased_at: payment.createdAt.toISOString(),
      })),
  );
}
