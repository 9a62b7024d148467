import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SettingsSchema, type Settings } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { settingsSaved } from './keys';

type UploadLogo = { file: File; onProgress?: (fraction: number) => void };

/** PUT /api/settings/logo (admin, multipart `image`) → the saved settings. */
export function uploadLogo({ file, onProgress }: UploadLogo): Promise<Settings> {
  const form = new FormData();
  form.append('image', file);
  return api.upload('/settings/logo', form, { schema: SettingsSchema, onProgress });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (saved) => settingsSaved(queryClient, saved),
  });
}
