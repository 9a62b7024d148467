import { describe, expect, it } from 'vitest';
import { receiptFields, renderReceipt, TRANSFORMS, transformReceipt } from '../test/receipt-corpus';
import { detailDistance, prepareDetail } from './receipt-compare';
import { fingerprintReceipt, hammingDistance } from './receipt-fingerprint';
import { matchReceipts, PHASH_CANDIDATE_BITS, RECEIPT_MATCH_DISTANCE } from './receipt-match';

/**
 * The separations ADR 078 measured (bench/receipt-fingerprints.ts, 500 receipts),
 * on fewer: every way of re-sending one receipt matches it, and distinct
 * receipts of the same bank-app layout, which a plain pHash cannot tell apart,
 * never match one another.
 */
describe('receipt fingerprints', () => {
  it('matches every re-sent copy and no distinct receipt of the same layout', async () => {
    const fields = [0, 1, 2, 3, 4, 5].map(receiptFields);
    const originals = await Promise.all(fields.map((f) => renderReceipt(f)));
    const prints = await Promise.all(originals.map((png) => fingerprintReceipt(png)));

    for (const t of TRANSFORMS) {
      const copy = await fingerprintReceipt(await transformReceipt(fields[0]!, originals[0]!, t));
      expect(copy.sha256).not.toBe(prints[0]!.sha256);
      expect(hammingDistance(copy.phash, prints[0]!.phash)).toBeLessThanOrEqual(
        PHASH_CANDIDATE_BITS,
      );
      const match = matchReceipts(prints[0]!, copy);
      expect(match, t.kind).not.toBeNull();
      expect(match!.distance).toBeLessThanOrEqual(RECEIPT_MATCH_DISTANCE);
    }

    const prepared = prints.map((p) => prepareDetail(p.detail));
    for (let i = 0; i < prints.length; i += 1)
      for (let j = i + 1; j < prints.length; j += 1) {
        // What the issue measured: a plain pHash puts them a bit or two apart…
        expect(hammingDistance(prints[i]!.phash, prints[j]!.phash)).toBeLessThanOrEqual(6);
        // …the detail, well past the threshold.
        expect(detailDistance(prepared[i]!, prepared[j]!)).toBeGreaterThan(
          RECEIPT_MATCH_DISTANCE + 4,
        );
        expect(matchReceipts(prints[i]!, prints[j]!)).toBeNull();
      }
  }, 120_000);

  it('the same bytes are distance 0; a picture too small to compare matches nothing', async () => {
    const png = await renderReceipt(receiptFields(9));
    const a = await fingerprintReceipt(png);
    expect(matchReceipts(a, await fingerprintReceipt(png))).toEqual({ distance: 0 });
    expect(detailDistance(a.detail, Buffer.alloc(160 * 4))).toBe(255);
  });
});
