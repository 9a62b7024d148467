import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { withSessionLock } from '../../db/advisory-lock';
import { detailDistance, prepareDetail, type PreparedDetail } from '../../lib/receipt-compare';
import { fingerprintReceipt, type ReceiptFingerprint } from '../../lib/receipt-fingerprint';
import {
  lookupGroups,
  placeOnReference,
  storedKeys,
  type Placement,
} from '../../lib/receipt-layout';
import { PHASH_CANDIDATE_BITS, RECEIPT_MATCH_DISTANCE } from '../../lib/receipt-match';
import * as repo from './receipt-fingerprints.repository';

/** One instance at a time: two fingerprinting copies at once would each miss the other. */
const FINGERPRINT_LOCK = '727078';

/**
 * At most this many candidates are read and compared (their details are ~50 KB
 * each): a receipt sent more times than that is flagged with that many.
 */
const CANDIDATE_LIMIT = 50;

/** At most this long a run (every 2 s) takes batches, so the notices behind it are not held up. */
const RUN_BUDGET_MS = 10_000;

/**
 * ADR 078 and 092: fingerprints the receipts stored since the last run, off the
 * purchase's path (the notifications job runs it before it queues the notices,
 * which wait for it), and flags each payment whose receipt is the same as
 * another payment's: any raffle, any status. A flag only: nothing is refused.
 * A run takes batches until one comes back short or RUN_BUDGET_MS has passed
 * (ADR 109): one batch of 10 a run left a backlog minutes behind.
 * Returns how many receipts were fingerprinted.
 */
export async function fingerprintReceipts(
  ctx: ServiceContext,
  { batch = 10, budgetMs = RUN_BUDGET_MS } = {},
): Promise<number> {
  const run = async () => {
    const startedAt = performance.now();
    let done = 0;
    for (;;) {
      const receipts = await repo.receiptsToFingerprint(ctx.db, batch);
      for (const receipt of receipts) {
        if (await fingerprintOne(ctx, receipt)) done += 1;
      }
      if (receipts.length < batch || performance.now() - startedAt >= budgetMs) return done;
    }
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
  return (await compareAndStore(ctx.db, receipt.id, fingerprint)).stored;
}

/**
 * Flags the payment with every earlier one whose receipt is the same, then
 * stores its fingerprint (the path bench/receipt-fingerprints.ts measures).
 * `stored` is false when another instance stored it first; `read` says how
 * many rows with a detail were read.
 */
export async function compareAndStore(
  db: Executor,
  paymentId: number,
  { sha256, phash, detail }: ReceiptFingerprint,
) {
  // Matches first, the fingerprint last: the notice, which waits for the row, then carries them.
  for (const other of await repo.sameBytes(db, paymentId, sha256)) {
    await repo.insertMatch(db, paymentId, other, 0);
  }
  const prepared = prepareDetail(detail);
  const { referenceId, keys, read } = await compareWithLayout(db, {
    id: paymentId,
    sha256,
    phash,
    prepared,
  });
  const stored = await repo.insertFingerprint(db, {
    paymentId,
    sha256,
    phash,
    detail,
    referenceId,
    keys,
  });
  return { stored, read };
}

/**
 * ADR 092: the receipt is placed on its layout's reference (the earliest
 * receipt of that bank app, compared with it on the way), then compared in
 * full only with the receipts of the layout that hold the same keys. The first
 * receipt of a layout is its reference. Returns what the row stores, and how
 * many rows were read.
 */
async function compareWithLayout(
  db: Executor,
  receipt: { id: number; sha256: string; phash: bigint; prepared: PreparedDetail },
) {
  const references = await repo.layoutReferences(db, {
    paymentId: receipt.id,
    phash: receipt.phash,
    bits: PHASH_CANDIDATE_BITS,
  });
  let best: { referenceId: number; placement: Placement } | undefined;
  for (const reference of references) {
    const placement = placeOnReference(prepareDetail(reference.detail), receipt.prepared);
    // An alignment takes a few milliseconds of this thread: requests go between them.
    await yieldToRequests();
    if (!placement) continue;
    if (reference.sha256 !== receipt.sha256 && placement.distance <= RECEIPT_MATCH_DISTANCE) {
      await repo.insertMatch(db, receipt.id, reference.paymentId, placement.distance);
    }
    if (!best || placement.cost < best.placement.cost) {
      best = { referenceId: reference.paymentId, placement };
    }
  }
  const read = { references: references.length, candidates: 0 };
  if (!best) return { referenceId: receipt.id, keys: [], read };
  const candidates = await repo.keyCandidates(db, {
    paymentId: receipt.id,
    referenceId: best.referenceId,
    groups: lookupGroups(best.placement),
    limit: CANDIDATE_LIMIT,
  });
  read.candidates = candidates.length;
  for (const candidate of candidates) {
    if (candidate.sha256 === receipt.sha256) continue; // matched above, at distance 0
    // The earlier receipt is the one the new one is aligned onto, as ADR 078 measured it:
    // the other way a 5 % crop per side measures 14, past the threshold.
    const distance = detailDistance(prepareDetail(candidate.detail), receipt.prepared);
    if (distance <= RECEIPT_MATCH_DISTANCE) {
      await repo.insertMatch(db, receipt.id, candidate.paymentId, distance);
    }
    await yieldToRequests();
  }
  return { referenceId: best.referenceId, keys: storedKeys(best.placement), read };
}
