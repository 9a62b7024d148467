import type { QueryClient } from '@tanstack/react-query';

/**
 * The root of every query key: its first element, one per feature or shared read.
 * Each feature builds its keys on its root in one exported factory (`api/keys.ts`);
 * lint forbids a literal key anywhere but here (ADR 031). Features never import each
 * other, so one that changes another's data refreshes it with `invalidateRoots`.
 */
export const queryRoots = {
  auth: ['auth'],
  users: ['users'],
  /** Public and admin raffle reads: their keys are in lib/raffle-queries.ts. */
  raffles: ['raffles'],
  payments: ['payments'],
  dashboard: ['dashboard'],
  paymentMethods: ['payment-methods'],
  currencies: ['monedas'],
  settings: ['settings'],
  tickets: ['tickets'],
  myNumbers: ['my-numbers'],
  /** The release preview: apart from the raffle, so a release does not refresh it. */
  releasePreview: ['release-preview'],
  config: ['config'],
  exchangeRates: ['exchange-rates'],
  reconciliations: ['reconciliations'],
  coupons: ['coupons'],
  sellers: ['sellers'],
  notifications: ['notifications'],
  lotterySources: ['lottery-sources'],
  paymentSources: ['payment-sources'],
} as const;

export type QueryRoot = keyof typeof queryRoots;

/** Another feature's data changed: refreshes every query under these roots. */
export function invalidateRoots(queryClient: QueryClient, ...roots: QueryRoot[]): Promise<unknown> {
  return Promise.all(
    roots.map((root) => queryClient.invalidateQueries({ queryKey: queryRoots[root] })),
  );
}
