import { queryRoots } from '@/lib/query-keys';

/** The my-numbers feature's query keys. */
export const myNumbersKeys = {
  purchases: [...queryRoots.myNumbers, 'purchases'] as const,
};
