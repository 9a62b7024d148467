// The admin's reading of payments: the list, one payment, the counts and the receipt's link.
import {
  messages,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentList,
  type PaymentListQueryParsed,
  type PaymentStats,
  type PendingPaymentsCount,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { captureContentType, isValidCaptureSignature } from './payment-capture';
import { searchPatterns } from './payment-search';
import { presentPayment, presentSale } from './payments.presenter';
import {
  countPaymentRows,
  countPendingPayments,
  findPaymentRow,
  findPaymentSale,
  listPaymentRows,
  paymentStatusStats,
} from './payments.repository';

const m = messages.payments;

/** STALE_PAYMENT_HOURS: a pending payment older than this is flagged 'Vencido'. */
const staleBefore = (ctx: ServiceContext) =>
  new Date(ctx.now.getTime() - ctx.config.stalePaymentHours * 3_600_000);
const link = (ctx: ServiceContext) => ({
  secret: ctx.config.appSecret,
  now: ctx.now,
  staleBefore: staleBefore(ctx),
  publicUrl: ctx.config.publicUrl,
});

export async function listPayments(
  ctx: ServiceContext,
  query: PaymentListQueryParsed,
): Promise<PaymentList> {
  const filter = {
    status: query.status,
    raffleId: query.raffle_id,
    searchPatterns: searchPatterns(query.search ?? ''),
    staleBefore: query.stale ? staleBefore(ctx) : undefined,
  };
  const offset = (query.page - 1) * query.limit;
  const [rows, total] = await Promise.all([
    listPaymentRows(ctx.db, filter, { limit: query.limit, offset, order: query.order }),
    countPaymentRows(ctx.db, filter),
  ]);
  return {
    payments: rows.map((row) => presentPayment(row, link(ctx))),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}

export async function getPayment(ctx: ServiceContext, { id }: { id: number }): Promise<Payment> {
  const row = await findPaymentRow(ctx.db, id);
  if (!row) throw notFound(m.notFound);
  const priced = await findPaymentSale(ctx.db, id);
  return { ...presentPayment(row, link(ctx)), sale: priced ? presentSale(priced) : null };
}

/** The number beside 'Pagos' in the admin menu, asked every 30 s by each open admin screen. */
export async function pendingPaymentsCount({ db }: ServiceContext): Promise<PendingPaymentsCount> {
  return { count: await countPendingPayments(db) };
}

/** Every status, in the spec's order, with its count and total (zero when none). */
export async function paymentStats({ db }: ServiceContext): Promise<PaymentStats> {
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

/**
 * The receipt behind a signed link. A wrong or expired signature is 403 before
 * anything is looked up, so the link proves the admin screen produced it.
 */
export async function readCapture(
  ctx: ServiceContext,
  { id, expires, sig }: { id: number; expires: number; sig: string },
): Promise<{ body: Buffer; contentType: string }> {
  if (!isValidCaptureSignature(ctx.config.appSecret, id, expires, sig, ctx.now)) {
    throw forbidden(m.captureLinkInvalid);
  }
  const row = await findPaymentRow(ctx.db, id);
  if (!row) throw notFound(m.notFound);
  if (!row.capturePath) throw notFound(m.captureMissing);
  try {
    return {
      body: await ctx.storage.readFile(row.capturePath),
      contentType: captureContentType(row.capturePath),
    };
  } catch {
    throw notFound(m.captureMissing);
  }
}
