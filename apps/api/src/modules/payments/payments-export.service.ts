import { formatNumber, messages, paymentStatusLabel, type PaymentExportQuery } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import {
  CONTENT_TYPES,
  currencyAmounts,
  exportFilename,
  streamSpreadsheet,
  type Column,
  type SpreadsheetDownload,
} from '../../lib/spreadsheet';
import { recordAudit } from '../audit';
import { searchPatterns } from './payment-search';
import { paymentExportBatches, type PaymentExportRow } from './payments-export.repository';

const headers = messages.payments.exportHeaders;

/** The payments export's columns (docs/api.md Exports), in the order of exportHeaders. */
const values: Column<PaymentExportRow>['value'][] = [
  (p) => p.id,
  (p) => p.createdAt,
  (p) => p.raffleTitle,
  (p) =>
    [...p.numbers]
      .sort((a, b) => a - b)
      .map((n) => formatNumber(n, p.startNumber, p.endNumber))
      .join(', '),
  (p) => p.customerName,
  (p) => p.customerId,
  (p) => p.customerEmail,
  (p) => p.customerPhone,
  (p) => p.paymentMethodName,
  (p) => p.referenceNumber,
  (p) => p.paymentDate,
  (p) => p.amountCents / 100,
  (p) => currencyAmounts(p.precioMoneda),
  (p) => paymentStatusLabel(p.status),
  (p) => p.rejectionReason ?? p.refundReason,
];
const WIDTHS = [8, 17, 28, 20, 26, 14, 28, 16, 16, 16, 13, 11, 28, 13, 30];
const columns: Column<PaymentExportRow>[] = headers.map((header, i) => ({
  header,
  width: WIDTHS[i]!,
  value: values[i]!,
}));

/**
 * Every payment the payments screen's filters and search keep (all pages), as CSV
 * or XLSX, streamed from the database in batches. Audit-logged before the first
 * byte: the file carries buyers' personal data.
 */
export async function exportPayments(
  ctx: ServiceContext,
  query: PaymentExportQuery,
): Promise<SpreadsheetDownload> {
  const staleBefore = new Date(ctx.now.getTime() - ctx.config.stalePaymentHours * 3_600_000);
  const filter = {
    status: query.status,
    raffleId: query.raffle_id,
    searchPatterns: searchPatterns(query.search ?? ''),
    staleBefore: query.stale ? staleBefore : undefined,
  };
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    action: 'payment.export',
    entity: 'payment',
    // The search term may be a cédula, which audit details never hold: only whether there was one.
    details: {
      format: query.format,
      status: query.status ?? null,
      raffle_id: query.raffle_id ?? null,
      stale: query.stale,
      search: Boolean(query.search),
    },
  });
  return {
    filename: exportFilename('pagos', query.format, ctx.now, ctx.config.businessTz),
    contentType: CONTENT_TYPES[query.format],
    body: streamSpreadsheet({
      format: query.format,
      sheetName: 'Pagos',
      columns,
      batches: paymentExportBatches(ctx.db, filter),
      timeZone: ctx.config.businessTz,
    }),
  };
}
