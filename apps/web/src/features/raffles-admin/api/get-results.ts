import { queryOptions, useQuery } from '@tanstack/react-query';
import { DrawSchema, type Draw } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { adminRaffleKeys } from './keys';

/**
 * GET /api/raffles/:id/draw for 'Compartir resultados' (issue 44): the admin's
 * own read of a drawn raffle's winners and result (features do not import each
 * other, so not draw's query); only asked for once the raffle is completed.
 */
export const resultsQueryOptions = (raffleId: number, enabled: boolean) =>
  queryOptions({
    queryKey: adminRaffleKeys.results(raffleId),
    queryFn: ({ signal }): Promise<Draw> =>
      api.get(`/raffles/${raffleId}/draw`, { schema: DrawSchema, signal }),
    enabled,
  });

export function useResults(raffleId: number, enabled: boolean) {
  return useQuery(resultsQueryOptions(raffleId, enabled));
}
