import { useMutation } from '@tanstack/react-query';
import { SuccessMessageSchema, type AdminPasswordInput, type SuccessMessage } from '@rifas/shared';
import { api } from '@/lib/api-client';

export type SetUserPasswordVariables = AdminPasswordInput & { id: number };

/**
 * PUT /api/auth/:id/admin-password: the admin sets the password directly; the user is
 * logged out everywhere. Nothing in the list changes, so nothing is invalidated.
 */
export function setUserPassword({
  id,
  ...body
}: SetUserPasswordVariables): Promise<SuccessMessage> {
  return api.put(`/auth/${id}/admin-password`, body, { schema: SuccessMessageSchema });
}

export function useSetUserPassword() {
  return useMutation({ mutationFn: setUserPassword });
}
