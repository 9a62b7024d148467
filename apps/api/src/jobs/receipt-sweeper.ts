import { inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { withSessionLock } from '../db/advisory-lock';
import { payments, reconciliations } from '../db/schema';

/**
 * A purchase writes its receipt before the transaction that records it, so a
 * crash in between (or during the write) leaves a file no payment names. Such
 * files are deleted once they are older than the grace period, far longer than
 * any purchase takes to commit. Instances sharing a PostgreSQL database take
 * turns through an advisory lock; with the upload folder shared, a file is
 * judged against the one database every instance writes to (the same for the
 * bucket, ADR 081: the listing's LastModified is the upload time). The bank statements
 * of 'Conciliar' share the private folder and are named by their reconciliation
 * (deleted after 30 days by modules/reconciliations).
 */
export const RECEIPT_GRACE_MS = 30 * 60 * 1000;
const SWEEP_LOCK = 727_003;

export async function sweepOrphanReceipts(
  { database, storage, now }: Pick<ServiceContext, 'database' | 'now' | 'storage'>,
  { graceMs = RECEIPT_GRACE_MS }: { graceMs?: number } = {},
): Promise<string[]> {
  const old = (await storage.listFiles('private'))
    .filter((file) => now.getTime() - file.modifiedAt.getTime() > graceMs)
    .map((file) => file.key);
  if (old.length === 0) return [];

  const sweep = async () => {
    const removed: string[] = [];
    for (let i = 0; i < old.length; i += 500) {
      const keys = old.slice(i, i + 500);
      const rows = await database.db
        .select({ key: payments.capturePath })
        .from(payments)
        .where(inArray(payments.capturePath, keys));
      const statements = await database.db
        .select({ key: reconciliations.fileKey })
        .from(reconciliations)
        .where(inArray(reconciliations.fileKey, keys));
      const claimed = new Set([...rows, ...statements].map((r) => r.key));
      for (const key of keys) {
        if (claimed.has(key)) continue;
        await storage.deleteFile(key);
        removed.push(key);
      }
    }
    return removed;
  };
  // Another instance sweeping meanwhile: nothing to do here.
  return (await withSessionLock(database, String(SWEEP_LOCK), sweep)) ?? [];
}
