import { PaginationSchema, PaymentSchema, type Payment } from '@rifas/shared';

/**
 * A payment as the admin screens read it. SPEC §3 and §8: precio_moneda may
 * arrive as a JSON string, and an amount that cannot be read shows 'Error al
 * formatear datos' — so those two fields are kept as they came and read where
 * they are shown, instead of failing the whole list on one odd row.
 */
export type PaymentView = Omit<Payment, 'amount' | 'precio_moneda'> & {
  amount: unknown;
  precio_moneda: unknown;
};

const StrictPart = PaymentSchema.omit({ amount: true, precio_moneda: true });

function parsePaymentView(data: unknown): PaymentView {
  const raw = (data ?? {}) as Record<string, unknown>;
  return { ...StrictPart.parse(data), amount: raw.amount, precio_moneda: raw.precio_moneda };
}

export const PaymentViewSchema = { parse: parsePaymentView };

export type PaymentViewList = {
  payments: PaymentView[];
  pagination: ReturnType<typeof PaginationSchema.parse>;
};

export const PaymentViewListSchema = {
  parse(data: unknown): PaymentViewList {
    const raw = (data ?? {}) as Record<string, unknown>;
    const payments = Array.isArray(raw.payments) ? raw.payments : [];
    return {
      payments: payments.map(parsePaymentView),
      pagination: PaginationSchema.parse(raw.pagination),
    };
  },
};
