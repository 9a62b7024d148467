import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { ServiceContext } from '../../context';
import { withSessionLock } from '../../db/advisory-lock';
import { detailDistance, prepareDetail } from '../../lib/receipt-compare';
import { fingerprintReceipt } from '../../lib/receipt-fingerprint';
import { PHASH_CANDIDATE_BITS, RECEIPT_MATCH_DISTANCE } from '../../lib/receipt-match';
import * as repo from './receipt-fingerprints.repository';

/** One instance at a time: two fingerprinting copies at once would each miss the other. */
const FINGERPRINT_LOCK = '727078';

/** Candidates read from the database at a time (their details are ~50 KB each). */
const CANDIDATE_PAGE = 200;

/**
 * ADR 078: fingerprints the receipts stored since the last run, off the
 * purchase's path (the notifications job runs it before it queues the notices,
 * which wait for it), and flags each payment whose receipt is the same as
 * another payment's: any raffle, any status. A flag only: nothing is refused.
 * Returns how many receipts were fingerprinted.
 */
export async function fingerprintReceipts(
  ctx: ServiceContext,
  { batch = 10 } = {},
): Promise<number> {
  const run = async () => {
    const receipts = await repo.receiptsToFingerprint(ctx.db, batch);
    let done = 0;
    for (const receipt of receipts) {
      if (await fingerprintOne(ctx, receipt)) done += 1;
    }
    return done;
  };
  // Another instance at it meanwhile: nothing to do here.
  return (await withSessionLock(ctx.database, FINGERPRINT_LOCK, run)) ?? 0;
}

async function fingerprintOne(ctx: ServiceContext, receipt: repo.ReceiptToFingerprint) {
  let fingerprint;
  try {
    const bytes = await ctx.storage.readFile(receipt.capturePath);
    // Decoding takes a core: the app's image queue, as a purchase's receipt does (ADR 026).
    fingerprint = await ctx.runtime.images.run(() => fingerprintReceipt(bytes));
  } catch (err) {
    // A receipt that cannot be read is not tried again; the notice goes without the check.
    ctx.log.warn({ err, paymentId: receipt.id }, 'could not fingerprint a receipt');
    await repo.insertFingerprint(ctx.db, {
      paymentId: receipt.id,
      error: err instanceof Error ? err.message.slice(0, 200) : 'unreadable',
    });
    return false;
  }
  const { sha256, phash, detail } = fingerprint;
  // Matches first, the fingerprint last: the notice, which waits for the row, then carries them.
  for (const other of await repo.sameBytes(ctx.db, receipt.id, sha256)) {
    await repo.insertMatch(ctx.db, receipt.id, other, 0);
  }
  const prepared = prepareDetail(detail);
  let after = 0;
  for (;;) {
    const page = await repo.candidatePage(ctx.db, {
      paymentId: receipt.id,
      phash,
      bits: PHASH_CANDIDATE_BITS,
      after,
      limit: CANDIDATE_PAGE,
    });
    for (const candidate of page) {
      if (candidate.sha256 === sha256) continue; // matched above, at distance 0
      const distance = detailDistance(prepared, candidate.detail);
      if (distance <= RECEIPT_MATCH_DISTANCE) {
        await repo.insertMatch(ctx.db, receipt.id, candidate.paymentId, distance);
      }
      // A comparison takes a few milliseconds of this thread: requests go between them.
      await yieldToRequests();
    }
    if (page.length < CANDIDATE_PAGE) break;
    after = page.at(-1)!.paymentId;
  }
  return repo.insertFingerprint(ctx.db, { paymentId: receipt.id, sha256, phash, detail });
}
