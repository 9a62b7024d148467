import {
  deriveRaffleState,
  format,
  messages,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  type Payment,
  type PaymentAction,
  type PaymentList,
  type PaymentListQueryParsed,
  type PaymentStats,
  type PaymentStatus,
} from '@rifas/shared';
import type { Db, Executor, Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { queueEmail } from '../mail/outbox.service';
import { countSoldNumbers } from '../numbers/numbers.repository';
import { bumpNumbersVersion } from '../numbers/numbers-version';
import { inNumbersTransaction } from '../numbers/transaction';
import { captureContentType, isValidCaptureSignature } from './payment-capture';
import {
  paymentConfirmedEmail,
  paymentRefundedEmail,
  paymentRejectedEmail,
} from './payments-admin.emails';
import { presentPayment } from './payments-admin.presenter';
import {
  countPaymentRows,
  findPaymentRow,
  findRaffleOfPayment,
  freePaymentNumbers,
  listPaymentRows,
  lockPayment,
  markNumbersSold,
  paymentStatusStats,
  updatePaymentReview,
  type LockedPayment,
} from './payments-admin.repository';

const m = messages.payments;

export type PaymentsDeps = { db: Db; now: Date; actor: AuditActor; appSecret: string };

const link = (deps: PaymentsDeps) => ({ secret: deps.appSecret, now: deps.now });

export async function listPayments(
  deps: PaymentsDeps,
  query: PaymentListQueryParsed,
): Promise<PaymentList> {
  const filter = { status: query.status, raffleId: query.raffle_id };
  const offset = (query.page - 1) * query.limit;
  const [rows, total] = await Promise.all([
    listPaymentRows(deps.db, filter, { limit: query.limit, offset }),
    countPaymentRows(deps.db, filter),
  ]);
  return {
    payments: rows.map((row) => presentPayment(row, link(deps))),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}

export async function getPayment(deps: PaymentsDeps, id: number): Promise<Payment> {
  const row = await findPaymentRow(deps.db, id);
  if (!row) throw notFound(m.notFound);
  return presentPayment(row, link(deps));
}

/** Every status, in the spec's order, with its count and total (zero when none). */
export async function paymentStats(db: Db): Promise<PaymentStats> {
  const rows = await paymentStatusStats(db);
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  return {
    statusStats: PAYMENT_STATUSES.map((status) => ({
      status,
      count: byStatus.get(status)?.count ?? 0,
      total_amount: (byStatus.get(status)?.totalCents ?? 0) / 100,
    })),
  };
}

const statusWord = (status: PaymentStatus) => m.statusLabels[status].toLowerCase();

const REFUSALS: Record<PaymentAction, string> = {
  validate: m.cannotValidate,
  reject: m.cannotReject,
  refund: m.cannotRefund,
};

/** 409 unless the action may start from the payment's status (DESIGN §3). */
function assertTransition(payment: LockedPayment, action: PaymentAction): void {
  if (payment.status !== PAYMENT_TRANSITIONS[action].from) {
    throw conflict(format(REFUSALS[action], { status: statusWord(payment.status) }), {
      status: payment.status,
    });
  }
}

async function raffleOf(tx: Executor, payment: LockedPayment) {
  const raffle = await findRaffleOfPayment(tx, payment.raffleId);
  // A payment's raffle cannot be deleted (FK restrict); this only guards the type.
  if (!raffle) throw notFound(messages.raffles.notFound);
  return raffle;
}

const emailInput = (payment: LockedPayment, raffle: Awaited<ReturnType<typeof raffleOf>>) => ({
  to: payment.customerEmail,
  customerName: payment.customerName,
  raffle,
  numbers: payment.numbers,
  amountCents: payment.amountCents,
  paymentId: payment.id,
});

/**
 * Locks the payment row, checks the transition and runs `work` in one
 * transaction; the answer is the payment as it stands after the commit.
 */
async function review(
  deps: PaymentsDeps,
  id: number,
  action: PaymentAction,
  work: (tx: Tx, payment: LockedPayment) => Promise<void>,
): Promise<Payment> {
  await inNumbersTransaction(deps.db, async (tx) => {
    const payment = await lockPayment(tx, id);
    if (!payment) throw notFound(m.notFound);
    assertTransition(payment, action);
    await work(tx, payment);
  });
  return getPayment(deps, id);
}

/** pending → completed: the numbers become sold; the confirmation e-mail lists them. */
export function validatePayment(deps: PaymentsDeps, id: number): Promise<Payment> {
  return review(deps, id, 'validate', async (tx, payment) => {
    const sold = await markNumbersSold(tx, payment.raffleId, payment.id, deps.now);
    if (sold !== payment.numbers.length) throw conflict(m.numbersNotReserved);
    await updatePaymentReview(tx, payment.id, {
      status: 'completed',
      reviewedBy: deps.actor?.id ?? null,
      reviewedAt: deps.now,
      updatedAt: deps.now,
    });
    const raffle = await raffleOf(tx, payment);
    await queueEmail(tx, paymentConfirmedEmail(emailInput(payment, raffle)));
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'payment.validate',
      entity: 'payment',
      entityId: payment.id,
      details: { raffle_id: payment.raffleId, numbers: payment.numbers },
    });
    await bumpNumbersVersion(tx, payment.raffleId, { status: 'sold', numbers: payment.numbers });
  });
}

export type RejectOptions = {
  reason: string;
  actor: AuditActor;
  now: Date;
  /** Why, in the audit log: an admin's rejection or a release of its numbers. */
  origin: 'reject' | 'release-specific' | 'release-expired';
};

/**
 * pending → failed inside the caller's transaction, with the payment row
 * already locked: stores the reason, frees every number, e-mails the buyer and
 * writes the audit entry. Returns the freed numbers; bumping the raffle's
 * numbers version is the caller's (once per transaction, after all rows).
 */
export async function rejectLockedPayment(
  tx: Tx,
  payment: LockedPayment,
  options: RejectOptions,
): Promise<number[]> {
  assertTransition(payment, 'reject');
  const freed = await freePaymentNumbers(tx, payment.raffleId, payment.id);
  await updatePaymentReview(tx, payment.id, {
    status: 'failed',
    rejectionReason: options.reason,
    reviewedBy: options.actor?.id ?? null,
    reviewedAt: options.now,
    updatedAt: options.now,
  });
  const raffle = await raffleOf(tx, payment);
  await queueEmail(
    tx,
    paymentRejectedEmail({ ...emailInput(payment, raffle), reason: options.reason }),
  );
  await recordAudit(tx, {
    actor: options.actor,
    action: 'payment.reject',
    entity: 'payment',
    entityId: payment.id,
    details: {
      raffle_id: payment.raffleId,
      reason: options.reason,
      numbers: payment.numbers,
      origin: options.origin,
    },
  });
  return freed;
}

/** pending → failed: the numbers are free again; the e-mail gives the reason. */
export function rejectPayment(deps: PaymentsDeps, id: number, reason: string): Promise<Payment> {
  return review(deps, id, 'reject', async (tx, payment) => {
    const freed = await rejectLockedPayment(tx, payment, {
      reason,
      actor: deps.actor,
      now: deps.now,
      origin: 'reject',
    });
    await bumpNumbersVersion(tx, payment.raffleId, { status: 'available', numbers: freed });
  });
}

/** completed → refunded while the raffle has not ended: the numbers are free again. */
export function refundPayment(deps: PaymentsDeps, id: number, reason: string): Promise<Payment> {
  return review(deps, id, 'refund', async (tx, payment) => {
    const raffle = await raffleOf(tx, payment);
    const state = deriveRaffleState(
      {
        status: raffle.status,
        draw_date: raffle.drawDate,
        is_minimal_required: raffle.isMinimalRequired,
        minimal_number: raffle.minimalNumber,
        sold_numbers: await countSoldNumbers(tx, raffle.id),
        numero_ganador: raffle.winningNumber,
      },
      deps.now,
    );
    if (state.ended) throw conflict(m.refundRaffleEnded);
    const freed = await freePaymentNumbers(tx, payment.raffleId, payment.id);
    await updatePaymentReview(tx, payment.id, {
      status: 'refunded',
      refundReason: reason,
      reviewedBy: deps.actor?.id ?? null,
      reviewedAt: deps.now,
      updatedAt: deps.now,
    });
    await queueEmail(tx, paymentRefundedEmail({ ...emailInput(payment, raffle), reason }));
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'payment.refund',
      entity: 'payment',
      entityId: payment.id,
      details: { raffle_id: payment.raffleId, reason, numbers: payment.numbers },
    });
    await bumpNumbersVersion(tx, payment.raffleId, { status: 'available', numbers: freed });
  });
}

/**
 * The receipt behind a signed link. A wrong or expired signature is 403 before
 * anything is looked up, so the link proves the admin screen produced it.
 */
export async function readCapture(
  deps: { db: Db; storage: FileStorage; appSecret: string; now: Date },
  id: number,
  signed: { expires: number; sig: string },
): Promise<{ body: Buffer; contentType: string }> {
  if (!isValidCaptureSignature(deps.appSecret, id, signed.expires, signed.sig, deps.now)) {
    throw forbidden(m.captureLinkInvalid);
  }
  const row = await findPaymentRow(deps.db, id);
  if (!row) throw notFound(m.notFound);
  if (!row.capturePath) throw notFound(m.captureMissing);
  try {
    return {
      body: await deps.storage.readFile(row.capturePath),
      contentType: captureContentType(row.capturePath),
    };
  } catch {
    throw notFound(m.captureMissing);
  }
}
