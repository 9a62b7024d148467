import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SettingsSchema, type Settings, type SettingsInputParsed } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { settingsSaved } from './keys';

/** PUT /api/settings (admin): the fields sent change → the saved settings. */
export function updateSettings(data: Partial<SettingsInputParsed>): Promise<Settings> {
  return api.put('/settings', data, { schema: SettingsSchema });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
