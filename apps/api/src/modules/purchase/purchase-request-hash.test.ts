import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestHash } from './purchase.idempotency';

/** How the fingerprint was taken before ADR 111: a sorted copy, then JSON.stringify. */
function sortedCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedCopy((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
const before = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(sortedCopy(value)))
    .digest('hex');

describe('requestHash', () => {
  it('gives a kept key the hash it was kept with, whatever the order of its keys', () => {
    const request = {
      raffleId: 7,
      numbers: [3, 1, 2],
      payment: {
        payment_method_id: 2,
        customer_name: 'María Pérez "la Nena"',
        transaction_data: { banco: 'Venezuela', monto: 10.5, ok: true, nada: null },
        coupon_code: undefined,
        extra: [{ b: 1, a: [undefined, { d: 'x', c: 'y' }] }],
      },
      image: null,
    };
    expect(requestHash(request)).toBe(before(request));
    const reordered = {
      image: null,
      payment: Object.fromEntries(Object.entries(request.payment).reverse()),
      numbers: [3, 1, 2],
      raffleId: 7,
    };
    expect(requestHash(reordered)).toBe(requestHash(request));
    expect(requestHash({ ...request, numbers: [1, 2, 3] })).not.toBe(requestHash(request));
  });
});
