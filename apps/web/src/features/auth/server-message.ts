import { ApiError } from '@/lib/api-client';

/**
 * SPEC §8 "the server message, or <fallback>": the server's text when its answer
 * carried one, else the screen's own fallback (offline, a proxy's bare 502, …).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body ? error.message : fallback;
}
