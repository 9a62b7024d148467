import { useMutation } from '@tanstack/react-query';
import { SuccessMessageSchema, type ResetPasswordInput, type SuccessMessage } from '@rifas/shared';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password with the e-mailed token; ends every session of the account. */
export function resetPassword(input: ResetPasswordInput): Promise<SuccessMessage> {
  return api.post('/auth/reset-password', input, { auth: false, schema: SuccessMessageSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
