import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** DELETE /api/notifications/telegram (admin): no more messages; the chats stay linked. */
export function removeTelegramBot(): Promise<unknown> {
  return api.delete('/notifications/telegram');
}

export function useRemoveTelegramBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTelegramBot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
