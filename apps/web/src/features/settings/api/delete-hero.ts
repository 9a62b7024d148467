import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SettingsSchema, type Settings } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { settingsSaved } from './keys';

/** DELETE /api/settings/hero (admin): back to the brand-coloured hero → the saved settings. */
export function deleteHero(): Promise<Settings> {
  return api.delete('/settings/hero', { schema: SettingsSchema });
}

export function useDeleteHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHero,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
