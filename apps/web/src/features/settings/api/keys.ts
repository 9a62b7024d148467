import type { QueryClient } from '@tanstack/react-query';
import type { Settings } from '@rifas/shared';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { queryRoots } from '@/lib/query-keys';

/** The settings feature's query keys. */
export const settingsKeys = {
  all: queryRoots.settings,
};

/** After a save: the form shows the saved settings, and header, footer and title follow at once. */
export async function settingsSaved(queryClient: QueryClient, saved: Settings): Promise<void> {
  queryClient.setQueryData(settingsKeys.all, saved);
  await queryClient.invalidateQueries({ queryKey: publicConfigQueryOptions().queryKey });
}
