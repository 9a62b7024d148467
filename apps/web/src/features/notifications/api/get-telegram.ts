import { queryOptions, useQuery } from '@tanstack/react-query';
import { TelegramStatusSchema, type TelegramStatus } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/notifications/telegram (admin): the bot's @name and the linked chats. */
export function getTelegram(signal?: AbortSignal): Promise<TelegramStatus> {
  return api.get('/notifications/telegram', { schema: TelegramStatusSchema, signal });
}

export const telegramQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.telegram(),
    queryFn: ({ signal }) => getTelegram(signal),
  });

export function useTelegram() {
  return useQuery(telegramQueryOptions());
}
