import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RaffleSchema, type Raffle } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateRaffles } from './keys';
import { toRaffleFormData, type RaffleSaveData } from './raffle-form-data';

/** POST /api/raffles (admin, multipart) → 201 with the new Raffle. */
export function createRaffle(data: RaffleSaveData): Promise<Raffle> {
  return api.post('/raffles', toRaffleFormData(data), { schema: RaffleSchema });
}

export function useCreateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRaffle,
    onSuccess: () => invalidateRaffles(queryClient),
  });
}
