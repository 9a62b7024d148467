import { describe, expect, it } from 'vitest';
import { packChanges, type Change } from './changes';

const origin = '0b5d0f8e-6a7c-4e0e-9c7d-3f1f6c1d2a4b';
const numbers = (count: number): Change[] =>
  Array.from({ length: count }, (_, i) => ({ k: 'numbers', raffle_id: 1 + (i % 3), version: i }));

describe('packChanges', () => {
  it('packs every change once, in order, in envelopes NOTIFY takes', () => {
    const changes: Change[] = [...numbers(700), { k: 'raffles' }, { k: 'settings' }];
    const payloads = packChanges(origin, changes);
    expect(payloads.length).toBeGreaterThan(1);
    const envelopes = payloads.map((p) => JSON.parse(p) as { o: string; e: Change[] });
    expect(envelopes.every((e) => e.o === origin)).toBe(true);
    expect(envelopes.flatMap((e) => e.e)).toEqual(changes);
    for (const payload of payloads) expect(payload.length).toBeLessThanOrEqual(7000);
    // Full envelopes: the next change would not have fitted in the one before.
    for (let i = 0; i < payloads.length - 1; i += 1) {
      const next = JSON.stringify(envelopes[i + 1]!.e[0]);
      expect(payloads[i]!.length + 1 + next.length).toBeGreaterThan(7000);
    }
  });

  it('answers one envelope for a few changes and none for none', () => {
    expect(packChanges(origin, [])).toEqual([]);
    expect(packChanges(origin, [{ k: 'rates' }])).toEqual([
      JSON.stringify({ o: origin, e: [{ k: 'rates' }] }),
    ]);
  });
});
