import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { notificationDeliveries, paymentNotices, payments, raffles, users } from '../../db/schema';

const reviewer = alias(users, 'reviewer');

const FINGERPRINT_WAIT_MS = 2 * 60_000;

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NewDelivery = typeof notificationDeliveries.$inferInsert;

/**
 * Takes the new payments' notices (the sale inserts a 'notice' row in payment_notices;
 * ADRs 074, 096): deleted in the same commit as their deliveries, so no other run
 * takes them again; SKIP LOCKED lets instances share the work. A payment with a
 * receipt waits for its fingerprint (ADR 078), at most FINGERPRINT_WAIT: a notice
 * then goes out without the check. A payment reviewed before its notice went is
 * dropped without one, and so is the notice of a payment deleted meanwhile (no foreign
 * key cascades it, ADR 107); `ids` are those still pending. Asked as "no receipt waits
 * for its fingerprint" (NOT EXISTS on the payments with a receipt, which
 * payments_receipt_idx holds) rather than as a join with every payment: however it is
 * planned, a run reads the notices and the receipts, never all the payments (ADR 108).
 */
export async function takeNewPaymentNotices(tx: Executor, now: Date, limit: number) {
  const result = await tx.execute(sql`
    with taken as (
      delete from payment_notices where kind = 'notice' and payment_id in (
        select n.payment_id from payment_notices n
        where n.kind = 'notice' and not exists (
          select 1 from payments p
          where p.id = n.payment_id and p.status = 'pending' and p.capture_path is not null
            and p.created_at >= ${new Date(now.getTime() - FINGERPRINT_WAIT_MS)}
            and not exists (select 1 from receipt_fingerprints f where f.payment_id = p.id))
        order by n.payment_id limit ${limit} for update of n skip locked)
      returning payment_id)
    select t.payment_id as id, coalesce(p.status = 'pending', false) as pending
    from taken t left join payments p on p.id = t.payment_id`);
  const rows = rowsOf<{ id: number | string; pending: boolean }>(result);
  return {
    /** How many notices this took: fewer than `limit` when none is left to take. */
    taken: rows.length,
    ids: rows
      .filter((r) => r.pending)
      .map((r) => Number(r.id))
      .sort((a, b) => a - b),
  };
}

/**
 * The rows rifas_sell leaves for a new pending payment (ADR 096): the queue's notice and
 * the digest's line. For pending payments made outside the sale (the demo, test factories).
 */
export async function leavePaymentNotices(db: Executor, paymentId: number) {
  await db.insert(paymentNotices).values([
    { kind: 'notice', paymentId },
    { kind: 'digest', paymentId },
  ]);
}

export async function insertDeliveries(db: Executor, rows: NewDelivery[]) {
  if (rows.length > 0) await db.insert(notificationDeliveries).values(rows);
}

/** Leases due deliveries, as the mail outbox does (a crash mid-send retries after the lease). */
export async function leaseDueDeliveries(
  db: Executor,
  now: Date,
  leaseSeconds: number,
  limit: number,
): Promise<DeliveryRow[]> {
  const dueBefore = new Date(now.getTime() + 1);
  const result = await db.execute(sql`
    update notification_deliveries
    set next_attempt_at = ${new Date(now.getTime() + leaseSeconds * 1000)}, attempts = attempts + 1
    where id in (
      select id from notification_deliveries
      where status = 'pending' and next_attempt_at < ${dueBefore}
      order by id limit ${limit} for update skip locked)
    returning id`);
  const ids = rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.id, ids))
    .orderBy(notificationDeliveries.id);
}

export function markDelivered(
  db: Executor,
  id: number,
  now: Date,
  sent: { messageId?: number | null; withPhoto?: boolean; closed?: boolean } = {},
) {
  return db
    .update(notificationDeliveries)
    .set({
      status: 'sent',
      sentAt: now,
      lastError: null,
      ...(sent.messageId !== undefined && { messageId: sent.messageId }),
      ...(sent.withPhoto !== undefined && { withPhoto: sent.withPhoto }),
      ...(sent.closed && { closedAt: now }),
    })
    .where(eq(notificationDeliveries.id, id));
}

export function markDeliveryFailed(db: Executor, id: number, error: string, next: Date | null) {
  return db
    .update(notificationDeliveries)
    .set(
      next
        ? { lastError: error, nextAttemptAt: next }
        : { lastError: error, status: 'failed' as const },
    )
    .where(eq(notificationDeliveries.id, id));
}

/** A message's buttons name it by its random key; only the chat it went to may use them. */
export async function findDeliveryByKey(db: Executor, callbackKey: string) {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.callbackKey, callbackKey));
  return row ?? null;
}

export async function findDelivery(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.id, id));
  return row ?? null;
}

/**
 * Queues the outcome edit of every sent Telegram message whose payment is no
 * longer pending, whoever reviewed it (a tap or the admin screen), and closes
 * those messages; returns how many.
 */
export async function queueOutcomes(tx: Executor, now: Date, paymentId?: number): Promise<number> {
  const only = paymentId === undefined ? sql`` : sql`and d.payment_id = ${paymentId}`;
  const result = await tx.execute(sql`
    with closed as (
      update notification_deliveries d set closed_at = ${now}
      from payments p
      where p.id = d.payment_id and d.kind = 'new' and d.message_id is not null
        and d.closed_at is null and p.status <> 'pending' ${only}
      returning d.payment_id, d.telegram_chat_id, d.message_id, d.with_photo)
    insert into notification_deliveries
      (payment_id, channel, kind, telegram_chat_id, message_id, with_photo, next_attempt_at)
    select payment_id, 'telegram', 'outcome', telegram_chat_id, message_id, with_photo, ${now}
    from closed
    returning id`);
  return rowsOf<{ id: number }>(result).length;
}

/** What a notice of the payment needs beyond the admin's view: the raffle's range, the receipt. */
export async function findNoticeExtras(db: Executor, paymentId: number) {
  const [row] = await db
    .select({
      status: payments.status,
      capturePath: payments.capturePath,
      startNumber: raffles.startNumber,
      endNumber: raffles.endNumber,
      reviewerName: reviewer.fullName,
      reviewedAt: payments.reviewedAt,
      rejectionReason: payments.rejectionReason,
    })
    .from(payments)
    .innerJoin(raffles, eq(raffles.id, payments.raffleId))
    .leftJoin(reviewer, eq(reviewer.id, payments.reviewedBy))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}
