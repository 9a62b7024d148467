import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UserMutationResponseSchema,
  type CreateUserInput,
  type UserMutationResponse,
} from '@rifas/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** POST /api/auth/register-admin: a verified account with the chosen role. */
export function createUser(input: CreateUserInput): Promise<UserMutationResponse> {
  return api.post('/auth/register-admin', input, { schema: UserMutationResponseSchema });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
