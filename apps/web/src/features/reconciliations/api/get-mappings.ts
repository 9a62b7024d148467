import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedMappingListSchema, type SavedMapping } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { reconciliationKeys } from './keys';

/** GET /api/reconciliations/mappings (admin): the column maps saved by name. */
export async function getMappings(signal?: AbortSignal): Promise<SavedMapping[]> {
  const list = await api.get('/reconciliations/mappings', {
    schema: SavedMappingListSchema,
    signal,
  });
  return list.mappings;
}

export const mappingsQueryOptions = () =>
  queryOptions({
    queryKey: reconciliationKeys.mappings,
    queryFn: ({ signal }) => getMappings(signal),
  });

export function useMappings() {
  return useQuery(mappingsQueryOptions());
}
