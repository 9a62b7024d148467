import { useQuery } from '@tanstack/react-query';
import { MovementListSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentSourceKeys } from './keys';

/** GET /api/movements (admin): the notices read, newest first, each with its match now. */
export function useMovements() {
  return useQuery({
    queryKey: paymentSourceKeys.movements(),
    queryFn: ({ signal }) => api.get('/movements', { schema: MovementListSchema, signal }),
    refetchInterval: 60_000,
  });
}
