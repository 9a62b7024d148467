import type { QueryClient } from '@tanstack/react-query';

/**
 * Every payment-method query starts with 'payment-methods' (the checkout's
 * list of active methods included); a save or delete invalidates them all.
 */
export const paymentMethodsKey = ['payment-methods'] as const;

export function invalidatePaymentMethods(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: paymentMethodsKey });
}
