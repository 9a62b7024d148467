import { detailDistance } from './receipt-compare';
import { hammingDistance, type ReceiptFingerprint } from './receipt-fingerprint';

/**
 * The rule that calls two receipts the same (ADR 078), with its thresholds
 * chosen from the measurements of bench/receipt-fingerprints.ts.
 */

/** A receipt is compared in detail only with those whose pHash is this close. */
export const PHASH_CANDIDATE_BITS = 26;
/** The largest detail distance still called the same receipt. */
export const RECEIPT_MATCH_DISTANCE = 13;

export type FingerprintMatch = { distance: number };

/**
 * Null when the two are different receipts; otherwise the distance reported
 * (0 for the same bytes).
 */
export function matchReceipts(
  a: Pick<ReceiptFingerprint, 'sha256' | 'phash' | 'detail'>,
  b: Pick<ReceiptFingerprint, 'sha256' | 'phash' | 'detail'>,
): FingerprintMatch | null {
  if (a.sha256 === b.sha256) return { distance: 0 };
  if (hammingDistance(a.phash, b.phash) > PHASH_CANDIDATE_BITS) return null;
  const distance = detailDistance(a.detail, b.detail);
  return distance <= RECEIPT_MATCH_DISTANCE ? { distance } : null;
}
