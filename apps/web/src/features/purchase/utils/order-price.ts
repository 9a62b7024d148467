import { describeBreakdown, priceOrder, shortUsd } from '@rifas/shared';

export type PricedRaffle = {
  price_per_number: number;
  packs?: { quantity: number; price: number }[] | undefined;
};

/**
 * What `count` numbers cost with the raffle's packs, in US dollars, and the
 * packs used in words ('Paquete 5 por $12 + 2 números'): the same rule the
 * server charges (packages/shared priceOrder), so the preview is the charge.
 */
export function orderPrice(raffle: PricedRaffle, count: number) {
  const breakdown = priceOrder(
    count,
    Math.round(raffle.price_per_number * 100),
    (raffle.packs ?? []).map((p) => ({
      quantity: p.quantity,
      priceCents: Math.round(p.price * 100),
    })),
  );
  return {
    total: breakdown.totalCents / 100,
    packsText: describeBreakdown(breakdown, shortUsd),
    breakdown,
  };
}
