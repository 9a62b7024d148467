import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@rifas/shared';
import { api } from './api-client';

export const DEFAULT_BUSINESS_TZ = 'America/Caracas';

/** GET /api/config: what the SPA needs to know about the server's settings. It rarely changes. */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get<PublicConfig>('/config', { schema: PublicConfigSchema, signal }),
  staleTime: 60 * 60 * 1000,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

/** The time zone every date is shown in (DESIGN §2); the default until the config arrives. */
export function useBusinessTimeZone(): string {
  return usePublicConfig().data?.business_tz || DEFAULT_BUSINESS_TZ;
}
