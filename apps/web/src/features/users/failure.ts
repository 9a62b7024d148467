import { format, messages } from '@rifas/shared';
import { ApiError } from '@/lib/api-client';

/** The server's reason when its answer carried one. */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiError && error.body ? error.message : null;
}

/**
 * 'Error al crear el usuario: {reason}' and its siblings (SPEC §8 Admin users): the
 * server's reason, else what went wrong on the way (offline, …).
 */
export function failureText(template: string, error: unknown): string {
  const reason =
    serverReason(error) ?? (error instanceof Error ? error.message : messages.common.internalError);
  return format(template, { reason });
}
