import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { PaymentStatus, CurrencyPrices } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { payments, raffles } from '../../db/schema';
import { whereOf, type PaymentFilter } from './payments.repository';

/** One payment as the export writes it. */
export type PaymentExportRow = {
  id: number;
  createdAt: Date;
  raffleTitle: string;
  startNumber: number;
  endNumber: number;
  numbers: number[];
  customerName: string;
  customerId: string;
  customerEmail: string;
  customerPhone: string;
  paymentMethodName: string;
  referenceNumber: string | null;
  paymentDate: string | null;
  amountCents: number;
  precioMoneda: CurrencyPrices;
  status: PaymentStatus;
  rejectionReason: string | null;
  refundReason: string | null;
};

/**
 * Each row as one JSON object in one text column, keyed like PaymentExportRow.
 * PGlite converts every field of a result in JavaScript; one field a row instead
 * of eighteen (and no timestamp or array parsing) halves the export's database
 * time, and JSON.parse is native. The instant goes as epoch milliseconds, cut
 * (not rounded) like a Date made from the timestamp's text.
 */
const exportRow = sql<string>`json_build_object(
  'id', ${payments.id},
  'createdAt', floor(extract(epoch from ${payments.createdAt}) * 1000)::bigint,
  'raffleTitle', ${raffles.title},
  'startNumber', ${raffles.startNumber},
  'endNumber', ${raffles.endNumber},
  'numbers', ${payments.numbers},
  'customerName', ${payments.customerName},
  'customerId', ${payments.customerId},
  'customerEmail', ${payments.customerEmail},
  'customerPhone', ${payments.customerPhone},
  'paymentMethodName', ${payments.paymentMethodName},
  'referenceNumber', ${payments.referenceNumber},
  'paymentDate', ${payments.paymentDate},
  'amountCents', ${payments.amountCents},
  'precioMoneda', ${payments.precioMoneda},
  'status', ${payments.status},
  'rejectionReason', ${payments.rejectionReason},
  'refundReason', ${payments.refundReason}
)::text`;

function parseExportRow(json: string): PaymentExportRow {
  const row = JSON.parse(json) as Omit<PaymentExportRow, 'createdAt'> & { createdAt: number };
  return { ...row, createdAt: new Date(row.createdAt) };
}

function exportBatch(db: Executor, filter: PaymentFilter, before: number | null, size: number) {
  return db
    .select({ row: exportRow })
    .from(payments)
    .innerJoin(raffles, eq(raffles.id, payments.raffleId))
    .where(and(whereOf(filter), before === null ? undefined : lt(payments.id, before)))
    .orderBy(desc(payments.id))
    .limit(size);
}

/**
 * Every payment the filter keeps, newest first, in batches of `size` (700: small
 * enough that a batch's objects die young, see ADR 017's table; keyset on
 * the id, so each batch is one index range and nothing is skipped or repeated).
 * The export streams these; the whole set is never in memory at once.
 */
export async function* paymentExportBatches(
  db: Executor,
  filter: PaymentFilter,
  size = 700,
): AsyncGenerator<PaymentExportRow[]> {
  let before: number | null = null;
  for (;;) {
    const rows: PaymentExportRow[] = (await exportBatch(db, filter, before, size)).map(({ row }) =>
      parseExportRow(row),
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    before = rows[rows.length - 1]!.id;
  }
}
