import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UserMutationResponseSchema,
  type UpdateUserInput,
  type UserMutationResponse,
} from '@rifas/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

export type UpdateUserVariables = { id: number; input: UpdateUserInput };

/** PUT /api/auth/:id replaces name, e-mail, phone and role; a role change logs the user out. */
export function updateUser({ id, input }: UpdateUserVariables): Promise<UserMutationResponse> {
  return api.put(`/auth/${id}`, input, { schema: UserMutationResponseSchema });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
