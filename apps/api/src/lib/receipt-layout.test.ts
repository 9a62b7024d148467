import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { receiptFields, renderReceipt, transformReceipt } from '../test/receipt-corpus';
import { prepareDetail } from './receipt-compare';
import { fingerprintReceipt } from './receipt-fingerprint';
import { lookupGroups, placeOnReference, storedKeys, type Placement } from './receipt-layout';

/**
 * ADR 092: receipts of one layout placed on its reference; a copy's lookup is
 * satisfied by its original's stored keys, another receipt's is not.
 */
const detailOf = async (png: Buffer) => prepareDetail((await fingerprintReceipt(png)).detail);
const finds = (query: Placement, stored: Placement) => {
  const keys = new Set(storedKeys(stored));
  return lookupGroups(query).some((group) => group.every((ks) => ks.some((k) => keys.has(k))));
};

describe('receipts placed on their layout’s reference', () => {
  it('finds a cropped, shrunk, re-encoded copy by its keys, and no other receipt', async () => {
    const reference = await detailOf(await renderReceipt(receiptFields(0)));
    const pngs = await Promise.all([1, 2, 3].map((i) => renderReceipt(receiptFields(i))));
    const placed = await Promise.all(
      pngs.map(async (png) => placeOnReference(reference, await detailOf(png))!),
    );
    const copy = placeOnReference(
      reference,
      await detailOf(
        await transformReceipt(receiptFields(1), pngs[0]!, {
          kind: 'combined',
          percent: 60,
          quality: 60,
          crop: 4,
        }),
      ),
    )!;
    expect(lookupGroups(copy).length).toBeGreaterThan(0);
    expect(finds(copy, placed[0]!)).toBe(true);
    expect(finds(copy, placed[1]!)).toBe(false);
    expect(finds(placed[2]!, placed[1]!)).toBe(false);
    expect(finds(placed[1]!, placed[2]!)).toBe(false);
    // The reference's own picture differs from it nowhere: nothing to look up or store.
    const itself = placeOnReference(reference, reference)!;
    expect(itself.distance).toBe(0);
    expect(storedKeys(itself)).toEqual([]);
    expect(lookupGroups(itself)).toEqual([]);
  }, 60_000);

  it('another layout does not fit the reference', async () => {
    const png = await renderReceipt(receiptFields(0));
    const reference = await detailOf(png);
    const upsideDown = await detailOf(await sharp(png).flip().png().toBuffer());
    expect(placeOnReference(reference, upsideDown)).toBeNull();
  }, 30_000);
});
