import type { ServiceContext } from '../../context';
import {
  CONTENT_TYPES,
  exportFilename,
  streamSpreadsheet,
  type Column,
  type SpreadsheetDownload,
  type SpreadsheetFormat,
} from '../../lib/spreadsheet';
import { recordAudit } from '../audit';
import { listSellers } from './sellers.service';

type SellerLine = {
  name: string;
  code: string;
  percent: number;
  raffle: string;
  count: number;
  numbers: number;
  amount: number;
  commission: number;
};

/** 'Vendedores' as a spreadsheet: one line per seller and raffle with validated sales. */
const columns: Column<SellerLine>[] = [
  { header: 'Vendedor', width: 26, value: (l) => l.name },
  { header: 'Código', width: 14, value: (l) => l.code },
  { header: 'Comisión (%)', width: 12, value: (l) => l.percent },
  { header: 'Rifa', width: 28, value: (l) => l.raffle },
  { header: 'Ventas validadas', width: 14, value: (l) => l.count },
  { header: 'Números', width: 10, value: (l) => l.numbers },
  { header: 'Monto (USD)', width: 12, value: (l) => l.amount },
  { header: 'Comisión (USD)', width: 14, value: (l) => l.commission },
];

export async function exportSellers(
  ctx: ServiceContext,
  { format }: { format: SpreadsheetFormat },
): Promise<SpreadsheetDownload> {
  const sellers = await listSellers(ctx);
  const lines: SellerLine[] = sellers.flatMap((s) =>
    s.raffles.length === 0
      ? [
          {
            name: s.name,
            code: s.code,
            percent: s.commission_percent,
            raffle: '',
            count: 0,
            numbers: 0,
            amount: 0,
            commission: 0,
          },
        ]
      : s.raffles.map((r) => ({
          name: s.name,
          code: s.code,
          percent: s.commission_percent,
          raffle: r.raffle_title,
          count: r.validated_count,
          numbers: r.validated_numbers,
          amount: r.validated_amount,
          commission: r.commission,
        })),
  );
  await recordAudit(ctx.db, {
    actor: ctx.actor,
    action: 'seller.export',
    entity: 'seller',
    details: { format },
  });
  async function* batches() {
    yield lines;
  }
  return {
    filename: exportFilename('vendedores', format, ctx.now, ctx.config.businessTz),
    contentType: CONTENT_TYPES[format],
    body: streamSpreadsheet({
      format,
      sheetName: 'Vendedores',
      columns,
      batches: batches(),
      timeZone: ctx.config.businessTz,
    }),
  };
}
