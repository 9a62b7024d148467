import { useMutation } from '@tanstack/react-query';
import { SessionUserSchema, messages, type LoginInput, type SessionUser } from '@rifas/shared';
import { api, ApiError } from '@/lib/api-client';

export type LoginResult = { token: string; user: SessionUser };

/**
 * POST /api/auth/login. Sent without the stored token: a failed login is an answer
 * for the form (the red box), not a reason for the 401 rule.
 */
export async function login(input: LoginInput): Promise<LoginResult> {
  const data = await api.post<{ token?: unknown; user?: unknown }>('/auth/login', input, {
    auth: false,
  });
  // An answer without a token: the spec's 'No se recibió token' (docs/api.md), shown as a refusal.
  if (typeof data?.token !== 'string' || data.token === '') {
    throw new ApiError(200, { error: messages.auth.noToken, message: messages.auth.noToken });
  }
  return { token: data.token, user: SessionUserSchema.parse(data.user) };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
