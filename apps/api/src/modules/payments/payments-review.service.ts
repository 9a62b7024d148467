// The admin's review of a payment: confirm, reject, refund, each one transaction (docs/domain.md).
import {
  deriveRaffleState,
  describeSalePrice,
  format,
  messages,
  PAYMENT_TRANSITIONS,
  type Payment,
  type PaymentAction,
  type PaymentStatus,
  shortUsd,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { Executor, Tx } from '../../db/client';
import type { TxContext } from '../../db/database-runtime';
import { conflict, notFound } from '../../lib/errors';
import { assertEntriesOpen } from '../draw';
import { recordAudit, type AuditActor } from '../audit';
import { queueEmail, shopIdentity, type ShopIdentity } from '../mail';
import { usersRepository } from '../users';
import { ticketUrl } from '../tickets';
import { countSoldNumbers, bumpNumbersVersion } from '../numbers';
import { inNumbersTransaction } from '../../db/transaction';
import { getPayment } from './payments.service';
import {
  paymentConfirmedEmail,
  paymentRefundedEmail,
  paymentRejectedEmail,
} from './payments.emails';
import {
  findPaymentSale,
  findRaffleOfPayment,
  freePaymentNumbers,
  insertStatementClaim,
  lockPayment,
  markNumbersSold,
  updatePaymentReview,
  type LockedPayment,
  type StatementClaim,
} from './payments.repository';

const m = messages.payments;

const statusWord = (status: PaymentStatus) => m.statusLabels[status].toLowerCase();

const REFUSALS: Record<PaymentAction, string> = {
  validate: m.cannotValidate,
  reject: m.cannotReject,
  refund: m.cannotRefund,
};

/** 409 unless the action may start from the payment's status (docs/domain.md). */
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

/**
 * What a review e-mail says of the payment, as it stands after the review: the
 * same details as 'Compra recibida', the price's packs and coupon included.
 */
async function emailInput(
  tx: Tx,
  payment: LockedPayment,
  raffle: Awaited<ReturnType<typeof raffleOf>>,
  shop: ShopIdentity,
  status: PaymentStatus,
) {
  const priced = await findPaymentSale(tx, payment.id);
  return {
    shop,
    to: payment.customerEmail,
    customerName: payment.customerName,
    addressConfirmed: await usersRepository.isConfirmedOwner(
      tx,
      payment.userId,
      payment.customerEmail,
    ),
    raffle,
    numbers: payment.numbers,
    amountCents: payment.amountCents,
    priceDetail: priced ? describeSalePrice(priced.sale, shortUsd) : null,
    precioMoneda: payment.precioMoneda,
    status,
    methodName: payment.paymentMethodName,
    referenceNumber: payment.referenceNumber,
    paymentId: payment.id,
    ticketUrl: ticketUrl(shop.publicUrl, payment.ticketCode),
  };
}

/**
 * Locks the payment row, checks the transition and runs `work` in one
 * transaction; the answer is the payment as it stands after the commit.
 */
async function review(
  ctx: ServiceContext,
  id: number,
  action: PaymentAction,
  work: (tx: TxContext, payment: LockedPayment, shop: ShopIdentity) => Promise<void>,
): Promise<Payment> {
  const shop = await shopIdentity(ctx);
  await inNumbersTransaction(ctx, async (tx) => {
    const payment = await lockPayment(tx.db, id);
    if (!payment) throw notFound(m.notFound);
    await assertEntriesOpen(tx.db, payment.raffleId);
    assertTransition(payment, action);
    await work(tx, payment, shop);
  });
  return getPayment(ctx, { id });
}

/**
 * pending → completed: the numbers become sold; the confirmation e-mail lists them.
 * `statementLine`: the bank statement line that proves it ('Conciliar'), recorded
 * with the validation and in its audit entry; a line already spent refuses it.
 */
export function validatePayment(
  ctx: ServiceContext,
  { id, statementLine }: { id: number; statementLine?: StatementClaim },
): Promise<Payment> {
  return review(ctx, id, 'validate', async (tx, payment, shop) => {
    if (statementLine && !(await insertStatementClaim(tx.db, payment.id, statementLine, ctx.now))) {
      throw conflict(messages.reconciliations.lineUsed);
    }
    const sold = await markNumbersSold(tx.db, payment.raffleId, payment.id, ctx.now);
    if (sold !== payment.numbers.length) throw conflict(m.numbersNotReserved);
    await updatePaymentReview(tx.db, payment.id, {
      status: 'completed',
      reviewedBy: ctx.actor?.id ?? null,
      reviewedAt: ctx.now,
      updatedAt: ctx.now,
    });
    const raffle = await raffleOf(tx.db, payment);
    await queueEmail(
      tx.db,
      await paymentConfirmedEmail(await emailInput(tx.db, payment, raffle, shop, 'completed')),
    );
    await recordAudit(tx.db, {
      actor: ctx.actor,
      action: 'payment.validate',
      entity: 'payment',
      entityId: payment.id,
      details: {
        raffle_id: payment.raffleId,
        numbers: payment.numbers,
        ...(statementLine && {
          statement_line: {
            file_name: statementLine.fileName,
            line: statementLine.line,
            date: statementLine.date,
            reference: statementLine.reference,
            amount_cents: statementLine.amountCents,
          },
        }),
      },
    });
    await bumpNumbersVersion(tx, payment.raffleId);
  });
}

export type RejectOptions = {
  reason: string;
  actor: AuditActor;
  now: Date;
  /** Why, in the audit log: an admin's rejection or a release of its numbers. */
  origin: 'reject' | 'release-specific' | 'release-expired';
  /** The shop as its e-mails present it. */
  shop: ShopIdentity;
};

/**
 * A helper other services call inside their own transaction (it takes its
 * handle): pending → failed inside the caller's transaction, with the payment row
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
    await paymentRejectedEmail({
      ...(await emailInput(tx, payment, raffle, options.shop, 'failed')),
      reason: options.reason,
    }),
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
export function rejectPayment(
  ctx: ServiceContext,
  { id, reason }: { id: number; reason: string },
): Promise<Payment> {
  return review(ctx, id, 'reject', async (tx, payment, shop) => {
    await rejectLockedPayment(tx.db, payment, {
      reason,
      actor: ctx.actor,
      now: ctx.now,
      origin: 'reject',
      shop,
    });
    await bumpNumbersVersion(tx, payment.raffleId);
  });
}

/** completed → refunded while the raffle has not ended: the numbers are free again. */
export function refundPayment(
  ctx: ServiceContext,
  { id, reason }: { id: number; reason: string },
): Promise<Payment> {
  return review(ctx, id, 'refund', async (tx, payment, shop) => {
    const raffle = await raffleOf(tx.db, payment);
    const state = deriveRaffleState(
      {
        status: raffle.status,
        draw_date: raffle.drawDate,
        is_minimal_required: raffle.isMinimalRequired,
        minimal_number: raffle.minimalNumber,
        sold_numbers: await countSoldNumbers(tx.db, raffle.id),
        numero_ganador: raffle.winningNumber,
      },
      ctx.now,
    );
    if (state.ended) throw conflict(m.refundRaffleEnded);
    await freePaymentNumbers(tx.db, payment.raffleId, payment.id);
    await updatePaymentReview(tx.db, payment.id, {
      status: 'refunded',
      refundReason: reason,
      reviewedBy: ctx.actor?.id ?? null,
      reviewedAt: ctx.now,
      updatedAt: ctx.now,
    });
    await queueEmail(
      tx.db,
      await paymentRefundedEmail({
        ...(await emailInput(tx.db, payment, raffle, shop, 'refunded')),
        reason,
      }),
    );
    await recordAudit(tx.db, {
      actor: ctx.actor,
      action: 'payment.refund',
      entity: 'payment',
      entityId: payment.id,
      details: { raffle_id: payment.raffleId, reason, numbers: payment.numbers },
    });
    await bumpNumbersVersion(tx, payment.raffleId);
  });
}
