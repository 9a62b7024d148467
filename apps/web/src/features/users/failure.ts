import { format, messages } from '@rifas/shared';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * 'Error al crear el usuario: {reason}' and its siblings: the server's reason for a
 * refusal, else what went wrong on the way (offline, an internal error).
 */
export function failureText(template: string, error: unknown): string {
  const onTheWay = error instanceof ApiError ? error.message : messages.common.internalError;
  return format(template, { reason: errorMessage(error, onTheWay) });
}
