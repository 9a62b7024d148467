import { queryRoots } from '@/lib/query-keys';

/** The coupons feature's query keys; creating a coupon invalidates `all`. */
export const couponKeys = {
  all: queryRoots.coupons,
  list: () => [...queryRoots.coupons, 'list'] as const,
};
