import type { PaymentMethod } from '@rifas/shared';

/** A payment method as GET /api/payment-methods answers. */
export function methodFixture(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 1,
    name: 'Pago Móvil',
    description: '',
    instructions: 'Envía el monto exacto.',
    is_active: true,
    requires_reference: false,
    requires_date: false,
    requires_capture: false,
    collected_by_seller: false,
    capture_mode: overrides.requires_capture ? 'required' : 'none',
    custom_fields: [],
    account_info: {},
    moneda_id: null,
    moneda_codigo: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
