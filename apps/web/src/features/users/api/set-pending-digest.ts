import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type User } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

export type PendingDigestVariables = { id: number; enabled: boolean };

/** PUT /api/auth/:id/pending-digest: an admin's opt-in or opt-out of the pending-payments e-mail. */
export function setPendingDigest({ id, enabled }: PendingDigestVariables): Promise<User> {
  return api.put(`/auth/${id}/pending-digest`, { pending_digest: enabled }, { schema: UserSchema });
}

export function useSetPendingDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPendingDigest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
