import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessMessageSchema, type SuccessMessage } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** DELETE /api/auth/:id. The server refuses the admin's own account and the last admin. */
export function deleteUser(id: number): Promise<SuccessMessage> {
  return api.delete(`/auth/${id}`, { schema: SuccessMessageSchema });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
