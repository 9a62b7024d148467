import { ApiError, type ApiErrorBody } from './api-client';
import { getSession } from './session';

/** The file name the server gave (Content-Disposition), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

async function errorBodyOf(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return typeof body.message === 'string'
      ? ({ error: body.error ?? body.message, ...body } as ApiErrorBody)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Downloads an admin file (a backup, an export): it needs the bearer token, which a
 * plain link cannot send, so it is fetched and handed to the browser as a download.
 * A failure is an ApiError carrying the server's Spanish reason when it gave one.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) throw new ApiError(response.status, await errorBodyOf(response));
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileNameOf(response, fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has started the download; the blob can go a little later.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  }
}
