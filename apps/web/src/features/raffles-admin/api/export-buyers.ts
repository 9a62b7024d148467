import type { ExportFormat } from '@rifas/shared';
import { downloadFile } from '@/lib/download';

/** GET /api/raffles/:id/buyers/export?format (admin): 'Compradores' as a spreadsheet download. */
export function exportRaffleBuyers(raffleId: number, format: ExportFormat): Promise<void> {
  return downloadFile(
    `/api/raffles/${raffleId}/buyers/export?format=${format}`,
    `compradores-rifa-${raffleId}.${format}`,
  );
}
