import type { ExportFormat } from '@rifas/shared';
import { downloadFile } from '@/lib/download';

/** GET /api/sellers/export?format (admin): sellers and their validated sales per raffle. */
export function exportSellers(format: ExportFormat): Promise<void> {
  return downloadFile(`/api/sellers/export?format=${format}`, `vendedores.${format}`);
}
