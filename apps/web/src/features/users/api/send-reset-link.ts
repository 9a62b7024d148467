import { useMutation } from '@tanstack/react-query';
import { SuccessMessageSchema, type SuccessMessage } from '@rifas/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/request-password-reset on a user's behalf: the same call as the
 * forgot-password screen, sent with the admin's token (admins are not rate-limited).
 * Nothing in the list changes, so nothing is invalidated.
 */
export function sendResetLink(email: string): Promise<SuccessMessage> {
  return api.post('/auth/request-password-reset', { email }, { schema: SuccessMessageSchema });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}
