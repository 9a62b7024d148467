import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getSession } from '@/lib/session';

/**
 * GET /api/backups/:file (admin): the backup archive. It needs the bearer token,
 * which a plain link cannot send, so it is fetched and handed to the browser as
 * a file download.
 */
export async function downloadBackup({ url, file }: { url: string; file: string }): Promise<void> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) throw new ApiError(response.status, undefined);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = file;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has started the download; the blob can go a little later.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  }
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
