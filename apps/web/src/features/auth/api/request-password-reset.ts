import { useMutation } from '@tanstack/react-query';
import {
  SuccessMessageSchema,
  type RequestPasswordResetInput,
  type SuccessMessage,
} from '@rifas/shared';
import { api } from '@/lib/api-client';

/** POST /api/auth/request-password-reset: the same answer whether or not the account exists. */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<SuccessMessage> {
  return api.post('/auth/request-password-reset', input, {
    auth: false,
    schema: SuccessMessageSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
