import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RaffleSchema, type Raffle } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateRaffles } from './keys';
import { toRaffleFormData, type RaffleSaveData } from './raffle-form-data';

/** PUT /api/raffles/:id (admin, multipart): replaces every field of the form → the saved Raffle. */
export function updateRaffle({ id, ...data }: RaffleSaveData & { id: number }): Promise<Raffle> {
  return api.put(`/raffles/${id}`, toRaffleFormData(data), { schema: RaffleSchema });
}

export function useUpdateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRaffle,
    onSuccess: () => invalidateRaffles(queryClient),
  });
}
