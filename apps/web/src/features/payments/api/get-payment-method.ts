import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodSchema, type PaymentMethod } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payment-methods/:id: the payment's method, for its custom fields' labels. */
export function getPaymentMethod(id: number, signal?: AbortSignal): Promise<PaymentMethod> {
  return api.get(`/payment-methods/${id}`, { schema: PaymentMethodSchema, signal });
}

export const paymentMethodQueryOptions = (methodId: number) =>
  queryOptions({
    queryKey: paymentKeys.method(methodId),
    queryFn: ({ signal }) => getPaymentMethod(methodId, signal),
    staleTime: 60_000,
  });

/** The custom fields' labels by name ('telefono_pago' → 'Teléfono desde el que pagaste'). */
export function useCustomFieldLabels(methodId: number | null): Map<string, string> {
  const method = useQuery({
    ...paymentMethodQueryOptions(methodId ?? 0),
    enabled: methodId !== null,
  });
  return new Map((method.data?.custom_fields ?? []).map((field) => [field.name, field.label]));
}
