import { messages, type AdminReleaseResult, type ReservedNumber } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { assertEntriesOpen } from '../draw';
import { recordAudit } from '../audit';
import { shopIdentity } from '../mail';
import { findRaffle, bumpNumbersVersion } from '../numbers';
import { inNumbersTransaction } from '../../db/transaction';
import { lockPayment, rejectLockedPayment, type RejectOptions } from '../payments';
import {
  deleteHolds,
  findHolds,
  findHoldsBefore,
  findPaymentSummaries,
  findPendingPaymentsBefore,
  findPendingPaymentsOfNumbers,
  listReservedRows,
} from './reserved-numbers.repository';

const r = messages.payments.reserved;
const HOUR_MS = 3_600_000;

async function assertRaffle(db: Executor, raffleId: number): Promise<void> {
  if (!(await findRaffle(db, raffleId))) throw notFound(messages.raffles.notFound);
}

export async function listReservedNumbers(
  { db, now }: ServiceContext,
  { raffleId }: { raffleId: number },
): Promise<ReservedNumber[]> {
  await assertRaffle(db, raffleId);
  const rows = await listReservedRows(db, raffleId, now);
  return rows.map((row) => {
    const reservedAt = new Date(row.reserved_at);
    const minutes = Math.max(0, Math.floor((now.getTime() - reservedAt.getTime()) / 60_000));
    return {
      number: row.number,
      kind: row.payment_id === null ? 'hold' : 'payment',
      payment_id: row.payment_id,
      hours_passed: Math.floor(minutes / 60),
      minutes_passed: minutes,
      reserved_by_name: row.customer_name,
      reserved_by_email: row.customer_email,
      reserved_at: reservedAt.toISOString(),
      hold_expires_at: row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
    };
  });
}

/** What a release touches: holds to delete and pending payments to reject whole. */
type ReleasePlan = { holds: number[]; paymentIds: number[] };

type Release = {
  raffleId: number;
  plan: (db: Executor) => Promise<ReleasePlan>;
  reason: string;
  origin: RejectOptions['origin'];
  details: Record<string, unknown>;
};

const sorted = (numbers: Iterable<number>) => [...new Set(numbers)].sort((a, b) => a - b);

/** What the release would do, changing nothing (the screen lists it before the admin confirms). */
async function previewRelease(db: Executor, release: Release): Promise<AdminReleaseResult> {
  const plan = await release.plan(db);
  const payments = await findPaymentSummaries(db, plan.paymentIds);
  const released = sorted([...plan.holds, ...payments.flatMap((p) => p.numbers)]);
  return {
    preview: true,
    releasedCount: released.length,
    releasedNumbers: released,
    rejectedPayments: payments.map((p) => ({ ...p, numbers: sorted(p.numbers) })),
  };
}

/**
 * One transaction: each pending payment involved is locked (id order, before
 * its numbers, as validate does) and rejected whole with the reason and an
 * e-mail; holds are deleted; the raffle's numbers version is bumped once.
 */
async function applyRelease(ctx: ServiceContext, release: Release): Promise<AdminReleaseResult> {
  const shop = await shopIdentity(ctx);
  return inNumbersTransaction(ctx, async (tx) => {
    await assertEntriesOpen(tx.db, release.raffleId);
    const plan = await release.plan(tx.db);
    const rejected: AdminReleaseResult['rejectedPayments'] = [];
    const freed: number[] = [];
    for (const id of plan.paymentIds) {
      const payment = await lockPayment(tx.db, id);
      // Validated or rejected meanwhile: its numbers are not reserved any more.
      if (!payment || payment.status !== 'pending') continue;
      const numbers = await rejectLockedPayment(tx.db, payment, {
        reason: release.reason,
        actor: ctx.actor,
        now: ctx.now,
        origin: release.origin,
        shop,
      });
      freed.push(...numbers);
      rejected.push({
        id: payment.id,
        customer_name: payment.customerName,
        customer_email: payment.customerEmail,
        numbers: sorted(payment.numbers),
      });
    }
    freed.push(...(await deleteHolds(tx.db, release.raffleId, plan.holds)));
    const released = sorted(freed);
    if (released.length > 0) {
      await recordAudit(tx.db, {
        actor: ctx.actor,
        action: `raffle.${release.origin}`,
        entity: 'raffle',
        entityId: release.raffleId,
        details: {
          ...release.details,
          released_numbers: released,
          rejected_payments: rejected.map((p) => p.id),
        },
      });
      await bumpNumbersVersion(tx, release.raffleId);
    }
    return {
      preview: false,
      releasedCount: released.length,
      releasedNumbers: released,
      rejectedPayments: rejected,
    };
  });
}

async function runRelease(ctx: ServiceContext, release: Release, preview: boolean) {
  await assertRaffle(ctx.db, release.raffleId);
  return preview ? previewRelease(ctx.db, release) : applyRelease(ctx, release);
}

/**
 * Single or selected numbers: holds are deleted; a number under a pending
 * payment rejects that whole payment ('Liberado por el administrador'). Sold
 * and available numbers are left alone.
 */
export function releaseSpecific(
  ctx: ServiceContext,
  {
    raffleId,
    numbers,
    preview,
  }: { raffleId: number; numbers: readonly number[]; preview: boolean },
): Promise<AdminReleaseResult> {
  const wanted = sorted(numbers);
  return runRelease(
    ctx,
    {
      raffleId,
      plan: async (db) => ({
        holds: await findHolds(db, raffleId, wanted),
        paymentIds: await findPendingPaymentsOfNumbers(db, raffleId, wanted),
      }),
      reason: r.releasedByAdmin,
      origin: 'release-specific',
      details: { requested_numbers: wanted },
    },
    preview,
  );
}

/**
 * Everything reserved for longer than `hours`: holds placed that long ago (or
 * already lapsed) are deleted, and pending payments made that long ago are
 * rejected whole ('Reserva vencida').
 */
export function releaseExpired(
  ctx: ServiceContext,
  {
    raffleId,
    expirationHours: hours,
    preview,
  }: { raffleId: number; expirationHours: number; preview: boolean },
): Promise<AdminReleaseResult> {
  const cutoff = new Date(ctx.now.getTime() - hours * HOUR_MS);
  return runRelease(
    ctx,
    {
      raffleId,
      plan: async (db) => ({
        holds: await findHoldsBefore(db, raffleId, cutoff, ctx.now),
        paymentIds: await findPendingPaymentsBefore(db, raffleId, cutoff),
      }),
      reason: r.reservationExpired,
      origin: 'release-expired',
      details: { expiration_hours: hours, cutoff: cutoff.toISOString() },
    },
    preview,
  );
}
