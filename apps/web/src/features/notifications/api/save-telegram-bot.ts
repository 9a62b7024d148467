import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TelegramBotSchema, type TelegramBotInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** PUT /api/notifications/telegram (admin): the server checks the token with getMe. */
export function saveTelegramBot(input: TelegramBotInput) {
  return api.put('/notifications/telegram', input, { schema: TelegramBotSchema });
}

export function useSaveTelegramBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTelegramBot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
