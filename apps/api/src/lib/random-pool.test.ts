import { describe, expect, it } from 'vitest';
import { RandomPool } from './random-pool';

describe('RandomPool', () => {
  it('never hands out the same bytes twice, across refills', () => {
    const pool = new RandomPool();
    const seen = new Set<string>();
    // 1,000 × 16 bytes: the 4 KB pool refills three times.
    for (let i = 0; i < 1000; i += 1) seen.add(pool.take(16).toString('hex'));
    expect(seen.size).toBe(1000);
  });

  it('answers buffers of the size asked, also larger than the pool', () => {
    const pool = new RandomPool();
    expect(pool.take(16)).toHaveLength(16);
    expect(pool.take(5000)).toHaveLength(5000);
    expect(pool.take(4090)).toHaveLength(4090);
  });

  it('gives a copy: changing it changes nothing handed out later', () => {
    const pool = new RandomPool();
    const first = pool.take(16);
    first.fill(0);
    expect(pool.take(16).equals(Buffer.alloc(16))).toBe(false);
  });
});
