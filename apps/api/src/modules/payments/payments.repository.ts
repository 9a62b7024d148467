import { and, asc, count, desc, eq, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus, ReceiptMatch } from '@rifas/shared';
import type { Executor } from '../../db/client';
import {
  paymentSales,
  payments,
  raffleNumbers,
  raffles,
  sellers,
  statementClaims,
} from '../../db/schema';

export type PaymentFilter = {
  status?: PaymentStatus | undefined;
  raffleId?: number | undefined;
  /** LIKE patterns on search_text (see searchPatterns); a row matching any is kept. */
  searchPatterns?: string[] | undefined;
  /** Only pending payments created before this instant ('Vencidos'). */
  staleBefore?: Date | undefined;
};

/** The WHERE of the list, its count and the export: the screen's filters and search. */
export function whereOf(filter: PaymentFilter): SQL | undefined {
  const patterns = filter.searchPatterns ?? [];
  return and(
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.raffleId ? eq(payments.raffleId, filter.raffleId) : undefined,
    patterns.length > 0 ? or(...patterns.map((p) => like(payments.searchText, p))) : undefined,
    filter.staleBefore
      ? and(eq(payments.status, 'pending'), lt(payments.createdAt, filter.staleBefore))
      : undefined,
  );
}

/**
 * The other payments with the same method and reference, in the same query
 * (a probe on payments_method_reference_idx per row, never a query per row).
 */
const duplicateOf = sql<number[]>`(case when ${payments.referenceNumber} is not null
  and ${payments.paymentMethodId} is not null
  then array(select dup.id from ${payments} as dup
    where dup.payment_method_id = ${payments.paymentMethodId}
      and dup.reference_number = ${payments.referenceNumber}
      and dup.id <> ${payments.id}
    order by dup.id)
  else '{}'::int[] end)`;

/** Earlier payments with the same receipt (ADR 078), oldest first, as the API says them. */
const receiptMatches = sql<ReceiptMatch[]>`coalesce((select json_agg(json_build_object(
    'payment_id', o.id, 'raffle_id', o.raffle_id, 'status', o.status, 'distance', rm.distance)
    order by o.id)
  from receipt_matches rm join ${payments} as o on o.id = rm.matched_payment_id
  where rm.payment_id = ${payments.id}), '[]'::json)`;

/** The currency the payment's method names (the one the buyer pays in), or null. */
const methodCurrency = sql<string | null>`(select m.codigo from payment_methods pm
  join monedas m on m.id = pm.moneda_id where pm.id = ${payments.paymentMethodId})`;

const columns = {
  id: payments.id,
  methodCurrency,
  raffleId: payments.raffleId,
  raffleTitle: raffles.title,
  paymentMethodId: payments.paymentMethodId,
  paymentMethodName: payments.paymentMethodName,
  amountCents: payments.amountCents,
  status: payments.status,
  referenceNumber: payments.referenceNumber,
  paymentDate: payments.paymentDate,
  customerId: payments.customerId,
  customerName: payments.customerName,
  customerEmail: payments.customerEmail,
  customerPhone: payments.customerPhone,
  capturePath: payments.capturePath,
  transactionData: payments.transactionData,
  precioMoneda: payments.precioMoneda,
  numbers: payments.numbers,
  rejectionReason: payments.rejectionReason,
  refundReason: payments.refundReason,
  reviewedAt: payments.reviewedAt,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  ticketCode: payments.ticketCode,
  duplicateOf,
  receiptMatches,
};

function selectPayments(db: Executor) {
  return db.select(columns).from(payments).innerJoin(raffles, eq(raffles.id, payments.raffleId));
}
export type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

const newestFirst = [desc(payments.createdAt), desc(payments.id)];
/** The review queue (issue 40): the payment waiting longest first, on the same indexes backwards. */
const oldestFirst = [asc(payments.createdAt), asc(payments.id)];

/**
 * One page, newest first (or oldest first). The page's ids are found first (an index scan on
 * created_at, or status/raffle + created_at), so the raffle join and the
 * duplicate-reference probe run for the page's rows only, never for the rows
 * an offset skips.
 */
export function listPaymentRows(
  db: Executor,
  filter: PaymentFilter,
  page: { limit: number; offset: number; order?: 'newest' | 'oldest' },
) {
  const order = page.order === 'oldest' ? oldestFirst : newestFirst;
  // The query builder itself (awaitable, and an SQLWrapper the bench can EXPLAIN).
  const pageIds = db
    .select({ id: payments.id })
    .from(payments)
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return selectPayments(db)
    .innerJoin(pageIds, eq(pageIds.id, payments.id))
    .orderBy(...order);
}

/** The pending payments' count: an index-only count on payments_status_created_idx. */
export async function countPendingPayments(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.status, 'pending'));
  return row?.n ?? 0;
}

export async function countPaymentRows(db: Executor, filter: PaymentFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findPaymentRow(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  return row;
}

/** How a purchase was priced (issue 29), with its seller's name; undefined for a plain purchase. */
export async function findPaymentSale(db: Executor, paymentId: number) {
  const [row] = await db
    .select({ sale: paymentSales, sellerName: sellers.name, sellerCode: sellers.code })
    .from(paymentSales)
    .leftJoin(sellers, eq(sellers.id, paymentSales.sellerId))
    .where(eq(paymentSales.paymentId, paymentId));
  return row;
}

/** The payment row locked for the rest of the transaction: a double click reviews once. */
export async function lockPayment(tx: Executor, id: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}
export type LockedPayment = NonNullable<Awaited<ReturnType<typeof lockPayment>>>;

export async function updatePaymentReview(
  tx: Executor,
  id: number,
  values: Pick<
    typeof payments.$inferInsert,
    'status' | 'rejectionReason' | 'refundReason' | 'reviewedBy' | 'reviewedAt' | 'updatedAt'
  >,
): Promise<void> {
  await tx.update(payments).set(values).where(eq(payments.id, id));
}

/** The payment's reserved numbers become sold; returns how many. */
export async function markNumbersSold(
  tx: Executor,
  raffleId: number,
  paymentId: number,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(raffleNumbers)
    .set({ status: 'sold', soldAt: now })
    .where(
      and(
        eq(raffleNumbers.raffleId, raffleId),
        eq(raffleNumbers.paymentId, paymentId),
        eq(raffleNumbers.status, 'reserved'),
      ),
    )
    .returning({ number: raffleNumbers.number });
  return rows.length;
}

/** Frees every number of the payment (their rows go: available = no row); returns them. */
export async function freePaymentNumbers(
  tx: Executor,
  raffleId: number,
  paymentId: number,
): Promise<number[]> {
  const rows = await tx
    .delete(raffleNumbers)
    .where(and(eq(raffleNumbers.raffleId, raffleId), eq(raffleNumbers.paymentId, paymentId)))
    .returning({ number: raffleNumbers.number });
  return rows.map((r) => r.number).sort((a, b) => a - b);
}

/** What the e-mails and the refund rule need of the payment's raffle. */
export async function findRaffleOfPayment(db: Executor, raffleId: number) {
  const [row] = await db.select().from(raffles).where(eq(raffles.id, raffleId));
  return row;
}

/** Count and amount per status, every status listed (zero when none). */
export async function paymentStatusStats(db: Executor) {
  return db
    .select({
      status: payments.status,
      count: count(),
      totalCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
    })
    .from(payments)
    .groupBy(payments.status);
}

/** A statement line recorded as the one that validated a payment ('Conciliar'). */
export type StatementClaim = {
  lineKey: string;
  reconciliationId: number | null;
  fileName: string;
  line: number;
  date: string;
  reference: string;
  amountCents: number;
};

/**
 * Records the line with the payment's validation; false when the line (or the
 * payment) already has one, so a line validates at most one payment ever.
 */
export async function insertStatementClaim(
  tx: Executor,
  paymentId: number,
  claim: StatementClaim,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(statementClaims)
    .values({ ...claim, paymentId, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: statementClaims.lineKey });
  return inserted.length === 1;
}
