import { useMutation } from '@tanstack/react-query';
import { SuccessMessageSchema, type RegisterInput, type SuccessMessage } from '@rifas/shared';
import { api } from '@/lib/api-client';

/** POST /api/auth/register: creates an unverified account and e-mails the verification link. */
export function register(input: RegisterInput): Promise<SuccessMessage> {
  return api.post('/auth/register', input, { auth: false, schema: SuccessMessageSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
