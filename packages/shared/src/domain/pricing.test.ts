import { describe, expect, it } from 'vitest';
import {
  commissionCents,
  couponDiscountCents,
  describeBreakdown,
  describeSalePrice,
  priceOrder,
  shortUsd,
  type Pack,
} from './pricing';

/** Every combination of packs and singles, the slow way: the reference priceOrder must match. */
function bruteForce(quantity: number, unitCents: number, packs: readonly Pack[]): number {
  if (quantity === 0) return 0;
  let best = quantity * unitCents;
  for (const pack of packs) {
    if (pack.quantity <= quantity) {
      best = Math.min(
        best,
        pack.priceCents + bruteForce(quantity - pack.quantity, unitCents, packs),
      );
    }
  }
  return best;
}

const memo = new Map<string, number>();
function reference(quantity: number, unitCents: number, packs: readonly Pack[]): number {
  const key = `${quantity}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = bruteForce(quantity, unitCents, packs);
  memo.set(key, value);
  return value;
}

describe('priceOrder', () => {
  it('charges the issue example: 7 numbers with 5 por $12 at $3 each cost $18', () => {
    const breakdown = priceOrder(7, 300, [{ quantity: 5, priceCents: 1200 }]);
    expect(breakdown.totalCents).toBe(1800);
    expect(breakdown.packs).toEqual([{ quantity: 5, priceCents: 1200, times: 1 }]);
    expect(breakdown.singles).toBe(2);
    expect(describeBreakdown(breakdown, shortUsd)).toBe('Paquete 5 por $12 + 2 números');
  });

  it('says a sale in words: packs, then the coupon; nothing for count × price alone', () => {
    const breakdown = priceOrder(7, 300, [{ quantity: 5, priceCents: 1200 }]);
    const coupon = { discountCents: 250, couponCode: 'VERANO' };
    expect(describeSalePrice({ breakdown, ...coupon }, shortUsd)).toBe(
      'Paquete 5 por $12 + 2 números · Cupón VERANO: −$2.50',
    );
    const plain = priceOrder(3, 300, []);
    expect(describeSalePrice({ breakdown: plain, ...coupon }, shortUsd)).toBe(
      'Cupón VERANO: −$2.50',
    );
    const none = { discountCents: 0, couponCode: null };
    expect(describeSalePrice({ breakdown: plain, ...none }, shortUsd)).toBeNull();
  });

  it('matches a brute-force reference for every quantity from 1 to 50', () => {
    const sets: Pack[][] = [
      [
        { quantity: 5, priceCents: 1200 },
        { quantity: 10, priceCents: 2000 },
      ],
      [
        { quantity: 3, priceCents: 800 },
        { quantity: 7, priceCents: 1700 },
        { quantity: 12, priceCents: 2950 },
      ],
      // A pack dearer than its singles and one that only pays off combined.
      [
        { quantity: 4, priceCents: 1300 },
        { quantity: 6, priceCents: 1650 },
        { quantity: 9, priceCents: 2400 },
      ],
    ];
    for (const packs of sets) {
      memo.clear();
      for (let quantity = 1; quantity <= 50; quantity += 1) {
        // Smaller quantities first, so the memoised reference stays fast.
        const expected = reference(quantity, 300, packs);
        const breakdown = priceOrder(quantity, 300, packs);
        expect(breakdown.totalCents, `${quantity} numbers`).toBe(expected);
        const counted =
          breakdown.singles + breakdown.packs.reduce((n, p) => n + p.quantity * p.times, 0);
        expect(counted).toBe(quantity);
        const priced =
          breakdown.singles * 300 + breakdown.packs.reduce((n, p) => n + p.priceCents * p.times, 0);
        expect(priced).toBe(expected);
      }
    }
  });

  it('ignores packs that cost more than their singles and charges singles without packs', () => {
    expect(priceOrder(5, 300, [{ quantity: 5, priceCents: 1600 }])).toEqual({
      packs: [],
      singles: 5,
      unitCents: 300,
      totalCents: 1500,
    });
    expect(priceOrder(3, 250).totalCents).toBe(750);
    expect(describeBreakdown(priceOrder(3, 250), shortUsd)).toBeNull();
  });

  it('names a pack used twice', () => {
    const breakdown = priceOrder(10, 300, [{ quantity: 5, priceCents: 1200 }]);
    expect(describeBreakdown(breakdown, shortUsd)).toBe('2 × Paquete 5 por $12');
  });
});

describe('coupons and commissions', () => {
  it('takes a percent or a fixed amount off, never below zero', () => {
    expect(couponDiscountCents({ kind: 'percent', value: 10 }, 1805)).toBe(181);
    expect(couponDiscountCents({ kind: 'fixed', value: 500 }, 1800)).toBe(500);
    expect(couponDiscountCents({ kind: 'fixed', value: 5000 }, 1800)).toBe(1800);
  });

  it('pays a commission to the cent', () => {
    expect(commissionCents(1800, 10)).toBe(180);
    expect(commissionCents(1625, 7.5)).toBe(122);
  });

  it('writes pack prices the way operators do', () => {
    expect(shortUsd(1200)).toBe('$12');
    expect(shortUsd(1250)).toBe('$12.50');
  });
});
