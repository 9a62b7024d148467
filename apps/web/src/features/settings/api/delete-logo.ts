import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SettingsSchema, type Settings } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { settingsSaved } from './keys';

/** DELETE /api/settings/logo (admin): back to the ticket mark → the saved settings. */
export function deleteLogo(): Promise<Settings> {
  return api.delete('/settings/logo', { schema: SettingsSchema });
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
