import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** DELETE /api/notifications/telegram/chats/:id (admin). */
export function unlinkTelegramChat(id: number): Promise<unknown> {
  return api.delete(`/notifications/telegram/chats/${id}`);
}

export function useUnlinkTelegramChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkTelegramChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
