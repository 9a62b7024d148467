import { formatUsd } from './format';

/**
 * The price of an order (issue 29): packs, coupons and sellers' commissions,
 * in integer US cents. One place for the server's charge and the browser's
 * preview, so what the buyer sees before paying is what she is charged.
 */

/** A raffle's pack: `quantity` numbers for `priceCents` together ('5 por $12'). */
export type Pack = { quantity: number; priceCents: number };

/** How an order is paid: each pack used (with how many times) and the single numbers. */
export type PriceBreakdown = {
  packs: { quantity: number; priceCents: number; times: number }[];
  singles: number;
  unitCents: number;
  totalCents: number;
};

/** Packs worth using: more than one number, cheaper than that many singles; one per quantity. */
export function usefulPacks(packs: readonly Pack[], unitCents: number): Pack[] {
  const best = new Map<number, number>();
  for (const pack of packs) {
    if (pack.quantity < 2 || pack.priceCents >= pack.quantity * unitCents) continue;
    const known = best.get(pack.quantity);
    if (known === undefined || pack.priceCents < known) best.set(pack.quantity, pack.priceCents);
  }
  return [...best]
    .map(([quantity, priceCents]) => ({ quantity, priceCents }))
    .sort((a, b) => a.quantity - b.quantity);
}

/**
 * The cheapest way to pay for exactly `quantity` numbers with the raffle's
 * packs and single numbers (an unbounded knapsack over the quantity: cost[q]
 * is the cheapest price of q numbers). On a tie, bigger packs win, so the
 * breakdown reads the way an operator would sell it.
 */
export function priceOrder(
  quantity: number,
  unitCents: number,
  packs: readonly Pack[] = [],
): PriceBreakdown {
  const useful = usefulPacks(packs, unitCents);
  if (quantity <= 0) return { packs: [], singles: 0, unitCents, totalCents: 0 };
  if (useful.length === 0) {
    return { packs: [], singles: quantity, unitCents, totalCents: quantity * unitCents };
  }
  const cost = new Array<number>(quantity + 1);
  // -1: the last step was a single number; otherwise the index of the pack in `useful`.
  const step = new Int32Array(quantity + 1);
  cost[0] = 0;
  for (let q = 1; q <= quantity; q += 1) {
    let best = cost[q - 1]! + unitCents;
    let choice = -1;
    for (let i = useful.length - 1; i >= 0; i -= 1) {
      const pack = useful[i]!;
      if (pack.quantity > q) continue;
      const candidate = cost[q - pack.quantity]! + pack.priceCents;
      if (candidate < best) {
        best = candidate;
        choice = i;
      }
    }
    cost[q] = best;
    step[q] = choice;
  }
  const times = new Map<number, number>();
  let singles = 0;
  for (let q = quantity; q > 0;) {
    const choice = step[q]!;
    if (choice === -1) {
      singles += 1;
      q -= 1;
    } else {
      times.set(choice, (times.get(choice) ?? 0) + 1);
      q -= useful[choice]!.quantity;
    }
  }
  const used = [...times]
    .sort((a, b) => b[0] - a[0])
    .map(([i, n]) => ({ ...useful[i]!, times: n }));
  return { packs: used, singles, unitCents, totalCents: cost[quantity]! };
}

/** A coupon's rule on money: percent off (1–100) or a fixed amount of cents off. */
export type CouponTerms = { kind: 'percent' | 'fixed'; value: number };

/** The discount in cents on a total: never more than the total, rounded to the cent. */
export function couponDiscountCents(terms: CouponTerms, totalCents: number): number {
  const raw = terms.kind === 'percent' ? Math.round((totalCents * terms.value) / 100) : terms.value;
  return Math.max(0, Math.min(totalCents, raw));
}

/** A seller's commission on a sale: `percent` (two decimals at most) of the amount, to the cent. */
export function commissionCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}

/**
 * What a seller who collected the buyers' money (cash, their own account) hands over to
 * the shop: the validated sales less their commission. Zero when the buyers paid the shop.
 */
export function handOverCents(amountCents: number, commission: number): number {
  return Math.max(0, amountCents - commission);
}

/**
 * The breakdown in words: 'Paquete 5 por $12 + 2 números'; `money` formats
 * cents ('$12', 'Bs 328,50'). Null when no pack applies.
 */
export function describeBreakdown(
  breakdown: Pick<PriceBreakdown, 'packs' | 'singles'>,
  money: (cents: number) => string,
): string | null {
  if (breakdown.packs.length === 0) return null;
  const parts = breakdown.packs.map(
    (p) => `${p.times > 1 ? `${p.times} × ` : ''}Paquete ${p.quantity} por ${money(p.priceCents)}`,
  );
  if (breakdown.singles > 0) {
    parts.push(`${breakdown.singles} ${breakdown.singles === 1 ? 'número' : 'números'}`);
  }
  return parts.join(' + ');
}

/**
 * A sale's price in words, as the buyer's e-mail shows it: the packs, then the coupon's
 * discount ('Paquete 5 por $12 + 2 números · Cupón VERANO: −$2.50'). Null for a plain
 * count × price with no coupon, where the amount says it all.
 */
export function describeSalePrice(
  sale: {
    breakdown: Pick<PriceBreakdown, 'packs' | 'singles'>;
    discountCents: number;
    couponCode: string | null;
  },
  money: (cents: number) => string,
): string | null {
  const parts = [describeBreakdown(sale.breakdown, money)];
  if (sale.couponCode && sale.discountCents > 0) {
    parts.push(`Cupón ${sale.couponCode}: −${money(sale.discountCents)}`);
  }
  const said = parts.filter((part): part is string => part !== null);
  return said.length > 0 ? said.join(' · ') : null;
}

/** A pack's price as operators write it: '$12' for whole dollars, '$12.50' otherwise. */
export function shortUsd(cents: number): string {
  const text = formatUsd(cents / 100);
  return cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}
