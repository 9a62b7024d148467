import { ApiError } from '@/lib/api-client';

/**
 * SPEC §8: the server's error field when the answer carries one, else the
 * screen's own text (a 5xx without a body or a lost connection included).
 */
export function serverErrorOr(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.body?.error ? err.body.error : fallback;
}
