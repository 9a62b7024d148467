import { useMutation } from '@tanstack/react-query';
import { TelegramLinkSchema, type TelegramLink } from '@rifas/shared';
import { api } from '@/lib/api-client';

/** POST /api/notifications/telegram/link (admin): a one-time link, valid 10 minutes. */
export function createTelegramLink(): Promise<TelegramLink> {
  return api.post('/notifications/telegram/link', undefined, { schema: TelegramLinkSchema });
}

export function useCreateTelegramLink() {
  return useMutation({ mutationFn: createTelegramLink });
}
