import type { BuyerPurchase } from '@rifas/shared';

export function purchaseFixture(overrides: Partial<BuyerPurchase> = {}): BuyerPurchase {
  return {
    ticket_code: 'AbCdEfGhIjKlMnOpQrStUv',
    raffle_id: 5,
    raffle_title: 'Moto Bera 2026',
    raffle_image: null,
    raffle_status: 'active',
    draw_date: '2030-03-15T23:00:00.000Z',
    start_number: 0,
    end_number: 999,
    numbers: [7, 42],
    status: 'pending',
    amount: 10,
    precio_moneda: { VES: { rate: 36.5, unit: 182.5, total: 365, simbolo: 'Bs' } },
    created_at: '2030-03-01T15:30:00.000Z',
    ...overrides,
  };
}
