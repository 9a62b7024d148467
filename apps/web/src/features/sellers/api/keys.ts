import { queryRoots } from '@/lib/query-keys';

/** The sellers feature's query keys; creating a seller invalidates `all`. */
export const sellerKeys = {
  all: queryRoots.sellers,
  list: () => [...queryRoots.sellers, 'list'] as const,
  report: (token: string) => [...queryRoots.sellers, 'report', token] as const,
};
