import { queryOptions, useQuery } from '@tanstack/react-query';
import { SettingsSchema, type Settings } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/settings (admin): the whole of the shop's settings. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get('/settings', { schema: SettingsSchema, signal });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => getSettings(signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
