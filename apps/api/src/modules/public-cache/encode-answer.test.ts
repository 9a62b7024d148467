import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeAnswer } from './public-cache';

/** A 10,000-number raffle's list with 3,000 sold at spread positions (the bench's). */
function soldList(): string {
  const sold: number[] = [];
  let seed = 7;
  for (let n = 0; n < 10_000; n++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    if (seed / 2_147_483_648 < 0.3) sold.push(n);
  }
  return JSON.stringify({
    raffle_id: 2,
    start_number: 0,
    end_number: 9999,
    version: 1,
    sold,
    reserved: [],
  });
}

describe('encodeAnswer', () => {
  it('compresses a held answer harder than one sent once, and both decode to the JSON', async () => {
    const json = soldList();
    const once = await encodeAnswer(json);
    const held = await encodeAnswer(json, true);
    for (const answer of [once, held]) {
      expect(brotliDecompressSync(answer.br!).toString()).toBe(json);
      expect(gunzipSync(answer.gzip!).toString()).toBe(json);
    }
    expect(held.etag).toBe(once.etag);
    // Quality 6 gives ~1.9× these bytes; the held answer is sent thousands of times.
    expect(held.br!.length).toBeLessThan(once.br!.length * 0.7);
  });
});
