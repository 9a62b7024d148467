import { queryOptions, useQuery } from '@tanstack/react-query';
import { SettingsSchema, type Settings } from '@rifas/shared';
import { api } from './api-client';
import { queryRoots } from './query-keys';

/**
 * GET /api/settings (admin): the whole of the shop's settings. Here, not in the
 * settings feature, because the payment review reads it too (its rejection
 * reasons) and features never import each other.
 */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get('/settings', { schema: SettingsSchema, signal });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: queryRoots.settings,
    queryFn: ({ signal }) => getSettings(signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
