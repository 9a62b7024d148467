import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PrizeSchema, type Prize } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateRaffles } from './keys';

type PrizeKey = { raffleId: number; position: number };

/** DELETE /api/raffles/:id/prizes/:position/image (admin) → the prize, without picture. */
export function deletePrizeImage({ raffleId, position }: PrizeKey): Promise<Prize> {
  return api.delete(`/raffles/${raffleId}/prizes/${position}/image`, { schema: PrizeSchema });
}

export function useDeletePrizeImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrizeImage,
    onSuccess: () => invalidateRaffles(queryClient),
  });
}
