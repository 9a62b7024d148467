import type { ExportFormat } from '@rifas/shared';
import { downloadFile } from '@/lib/download';
import type { PaymentsQuery } from './get-payments';

/**
 * GET /api/payments/export?format&status&stale&raffle_id&search (admin): every
 * payment the list's filters and search keep, as a spreadsheet download.
 */
export function exportPayments(query: PaymentsQuery, format: ExportFormat): Promise<void> {
  const params = new URLSearchParams({ format });
  if (query.status === 'stale') params.set('stale', '1');
  else if (query.status) params.set('status', query.status);
  if (query.raffleId) params.set('raffle_id', String(query.raffleId));
  if (query.search) params.set('search', query.search);
  return downloadFile(`/api/payments/export?${params.toString()}`, `pagos.${format}`);
}
