import { queryOptions, useQuery } from '@tanstack/react-query';
import { SellerReportSchema, type SellerReport } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { sellerKeys } from './keys';

/** GET /api/sellers/report/:token: the seller's own page (the secret link is the key). */
export function getSellerReport(token: string, signal?: AbortSignal): Promise<SellerReport> {
  return api.get(`/sellers/report/${encodeURIComponent(token)}`, {
    schema: SellerReportSchema,
    signal,
  });
}

export const sellerReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sellerKeys.report(token),
    queryFn: ({ signal }) => getSellerReport(token, signal),
  });

export function useSellerReport(token: string) {
  return useQuery(sellerReportQueryOptions(token));
}
