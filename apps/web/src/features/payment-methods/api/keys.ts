import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';

/**
 * The payment methods' query keys. Every one starts with 'payment-methods' (the
 * checkout's list of active methods included); a save or delete invalidates them all.
 */
export const paymentMethodKeys = {
  all: queryRoots.paymentMethods,
  list: [...queryRoots.paymentMethods, 'all'] as const,
  /** Under the currencies' root, so a currency saved elsewhere refreshes the choices. */
  currencyOptions: [...queryRoots.currencies, 'payment-method-options'] as const,
};

export function invalidatePaymentMethods(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
}
