import { describe, expect, it } from 'vitest';
import { orderPrice } from './order-price';

describe('orderPrice', () => {
  it('prices with the packs and names them as the buyer sees them', () => {
    const raffle = { price_per_number: 3, packs: [{ quantity: 5, price: 12 }] };
    expect(orderPrice(raffle, 7)).toMatchObject({
      total: 18,
      packsText: 'Paquete 5 por $12 + 2 números',
    });
    expect(orderPrice(raffle, 3)).toMatchObject({ total: 9, packsText: null });
    expect(orderPrice({ price_per_number: 2.5 }, 4)).toMatchObject({ total: 10, packsText: null });
  });
});
