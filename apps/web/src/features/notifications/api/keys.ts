import { queryRoots } from '@/lib/query-keys';

/** The notifications feature's query keys: the bot and its linked chats. */
export const notificationKeys = {
  all: queryRoots.notifications,
  telegram: () => [...queryRoots.notifications, 'telegram'] as const,
};
