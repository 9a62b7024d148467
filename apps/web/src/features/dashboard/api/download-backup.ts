import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

/** GET /api/backups/:file (admin): the backup archive, downloaded with the bearer token. */
export function downloadBackup({ url, file }: { url: string; file: string }): Promise<void> {
  return downloadFile(url, file);
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
