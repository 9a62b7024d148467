import { formatNumber, messages, paymentStatusLabel, type ExportFormat } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { notFound } from '../../lib/errors';
import {
  CONTENT_TYPES,
  exportFilename,
  streamSpreadsheet,
  type Column,
  type SpreadsheetDownload,
} from '../../lib/spreadsheet';
import { recordAudit } from '../audit';
import { findRaffleById } from '../raffles';
import { raffleBuyerBatches, type BuyerRow } from './raffles-admin.repository';

const WIDTHS = [10, 28, 14, 16, 28, 16, 17];

/**
 * 'Compradores': who holds each number of the raffle (docs/api.md Exports), as CSV
 * or XLSX, streamed in number order. Audit-logged: it carries buyers' personal data.
 */
export async function exportRaffleBuyers(
  ctx: ServiceContext,
  input: { raffleId: number; format: ExportFormat },
): Promise<SpreadsheetDownload> {
  const raffle = await findRaffleById(ctx.db, input.raffleId);
  if (!raffle) throw notFound(messages.raffles.notFound);
  const values: Column<BuyerRow>['value'][] = [
    (b) => formatNumber(b.number, raffle.startNumber, raffle.endNumber),
    (b) => b.customerName,
    (b) => b.customerId,
    (b) => b.customerPhone,
    (b) => b.customerEmail,
    (b) => paymentStatusLabel(b.status),
    (b) => b.createdAt,
  ];
  const columns = messages.raffles.buyersExportHeaders.map((header, i) => ({
    header,
    width: WIDTHS[i]!,
    value: values[i]!,
  }));
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    action: 'raffle.buyers_export',
    entity: 'raffle',
    entityId: raffle.id,
    details: { format: input.format },
  });
  return {
    filename: exportFilename(
      `compradores-rifa-${raffle.id}`,
      input.format,
      ctx.now,
      ctx.config.businessTz,
    ),
    contentType: CONTENT_TYPES[input.format],
    body: streamSpreadsheet({
      format: input.format,
      sheetName: 'Compradores',
      columns,
      batches: raffleBuyerBatches(ctx.db, raffle.id),
      timeZone: ctx.config.businessTz,
    }),
  };
}
