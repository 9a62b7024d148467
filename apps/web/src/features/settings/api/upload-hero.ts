import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SettingsSchema, type Settings } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { settingsSaved } from './keys';

type UploadHero = { file: File; onProgress?: (fraction: number) => void };

/** PUT /api/settings/hero (admin, multipart `image`) → the saved settings. */
export function uploadHero({ file, onProgress }: UploadHero): Promise<Settings> {
  const form = new FormData();
  form.append('image', file);
  return api.upload('/settings/hero', form, { schema: SettingsSchema, onProgress });
}

export function useUploadHero() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadHero,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
