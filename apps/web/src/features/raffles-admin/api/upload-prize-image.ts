import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PrizeSchema, type Prize } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateRaffles } from './keys';

type UploadPrizeImage = {
  raffleId: number;
  position: number;
  file: File;
  onProgress?: (fraction: number) => void;
};

/** PUT /api/raffles/:id/prizes/:position/image (admin, multipart `image`) → the prize. */
export function uploadPrizeImage({
  raffleId,
  position,
  file,
  onProgress,
}: UploadPrizeImage): Promise<Prize> {
  const form = new FormData();
  form.append('image', file);
  return api.upload(`/raffles/${raffleId}/prizes/${position}/image`, form, {
    schema: PrizeSchema,
    onProgress,
  });
}

/** The raffle (its form's saved prizes) and its draw panel show the new picture. */
export function useUploadPrizeImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPrizeImage,
    onSuccess: () => invalidateRaffles(queryClient),
  });
}
