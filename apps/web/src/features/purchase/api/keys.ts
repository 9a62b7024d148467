import { queryRoots } from '@/lib/query-keys';
import { raffleKeys } from '@/lib/raffle-queries';

/** The purchase feature's query keys. */
export const purchaseKeys = {
  /** Under the payment methods' root, so a method saved in the admin refreshes the checkout. */
  activeMethods: [...queryRoots.paymentMethods, 'active'] as const,
  /** Under the raffle's detail key (lib/raffle-queries.ts). */
  numbers: raffleKeys.numbers,
};
