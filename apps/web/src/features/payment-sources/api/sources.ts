import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PaymentSourceListSchema,
  PaymentSourceSchema,
  SourceCheckSchema,
  type PaymentSourceInput,
} from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentSourceKeys } from './keys';

/** GET /api/payment-sources (admin): the mailboxes, never their passwords. */
export function useSources() {
  return useQuery({
    queryKey: paymentSourceKeys.sources(),
    queryFn: ({ signal }) =>
      api.get('/payment-sources', { schema: PaymentSourceListSchema, signal }),
    // The reader runs every minute: what it last said about each mailbox.
    refetchInterval: 60_000,
  });
}

/** POST /api/payment-sources (admin). */
export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentSourceInput) =>
      api.post('/payment-sources', input, { schema: PaymentSourceSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentSourceKeys.all }),
  });
}

/** POST /api/payment-sources/:id/check (admin): 'Probar conexión'. */
export function useCheckSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/payment-sources/${id}/check`, undefined, { schema: SourceCheckSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentSourceKeys.sources() }),
  });
}

/** DELETE /api/payment-sources/:id (admin). */
export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/payment-sources/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentSourceKeys.all }),
  });
}
