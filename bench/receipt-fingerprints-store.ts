/**
 * The database side of bench/receipt-fingerprints.ts: receipts go through the
 * path the job runs (compareWithLayout, ADR 092) against a real database, and
 * what each one costs is measured: CPU of this process (PGlite runs in it; on
 * PostgreSQL the server's own CPU is not counted) and the rows it read.
 */
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { receiptFingerprints } from '../apps/api/src/db/schema';
import { placeOnReference, storedKeys } from '../apps/api/src/lib/receipt-layout';
import { prepareDetail } from '../apps/api/src/lib/receipt-compare';
import type { ReceiptFingerprint } from '../apps/api/src/lib/receipt-fingerprint';
import { seededRandom } from '../apps/api/src/test/receipt-corpus';
import { compareAndStore } from '../apps/api/src/modules/payments';

type FingerprintRow = typeof receiptFingerprints.$inferInsert;

export type Store = {
  database: Database;
  url: string | null;
  next: number;
  close(): Promise<void>;
};

/** A fresh database: PGlite in memory, or a new PostgreSQL database on DATABASE_URL. */
export async function openStore(kind: 'pglite' | 'postgres'): Promise<Store> {
  let database: Database;
  let drop = async () => undefined;
  let url: string | null = null;
  if (kind === 'pglite') database = await openPglite(undefined);
  else {
    const base = new URL(process.env.DATABASE_URL!);
    const name = `rifas_fp_bench_${process.pid}`;
    const admin = openPostgres(base.toString(), 1);
    await admin.db.execute(sql.raw(`create database "${name}"`));
    url = new URL(`/${name}`, base).toString();
    const migrating = openPostgres(url, 4);
    await runMigrations(migrating);
    await migrating.close();
    // One connection: the session setting below must hold for every query.
    database = openPostgres(url, 1);
    drop = async () => {
      await admin.db.execute(sql.raw(`drop database "${name}"`));
      await admin.close();
    };
  }
  if (kind === 'pglite') await runMigrations(database);
  // The fingerprints are stored without payments behind them: no foreign keys here.
  await database.db.execute(sql`set session_replication_role = replica`);
  return {
    database,
    url,
    next: 1,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export type Arrival = {
  paymentId: number;
  matches: number[];
  cpuMs: number;
  references: number;
  candidates: number;
};

/** One receipt arrives: compared as the job compares it, then stored. */
export async function arrive(store: Store, fp: ReceiptFingerprint): Promise<Arrival> {
  const db = store.database.db;
  const paymentId = store.next++;
  const start = process.cpuUsage();
  const { read } = await compareAndStore(db, paymentId, fp);
  const used = process.cpuUsage(start);
  const result = await db.execute(
    sql`select matched_payment_id from receipt_matches where payment_id = ${paymentId}`,
  );
  const matches = (result as unknown as { rows: { matched_payment_id: number }[] }).rows.map((r) =>
    Number(r.matched_payment_id),
  );
  return { paymentId, matches, cpuMs: (used.user + used.system) / 1000, ...read };
}

/**
 * The rows the job would store for many receipts of the layout whose reference
 * is `referenceId` (placed on it, with their keys), without comparing them: to
 * fill a layout fast, in as many databases as are measured.
 */
export function placedRows(
  first: number,
  referenceId: number,
  reference: Buffer,
  fps: ReceiptFingerprint[],
): FingerprintRow[] {
  const prepared = prepareDetail(reference);
  return fps.map((fp, i) => {
    const placement = placeOnReference(prepared, prepareDetail(fp.detail));
    if (!placement) throw new Error('a spliced receipt does not fit its layout');
    return { paymentId: first + i, ...fp, referenceId, keys: storedKeys(placement) };
  });
}

/** Stores rows taken from another store, or made by placedRows. */
export async function insertRows(store: Store, rows: FingerprintRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await store.database.db.insert(receiptFingerprints).values(rows.slice(i, i + 500));
  store.next = Math.max(store.next, ...rows.map((r) => r.paymentId + 1));
  await store.database.db.execute(sql`analyze receipt_fingerprints`);
}

/** Every row of a store, to copy into another. */
export async function allRows(store: Store): Promise<FingerprintRow[]> {
  return store.database.db.select().from(receiptFingerprints);
}

/**
 * More distinct receipts of the same layout than can be rendered in a bench's
 * time: the rows where rendered receipts differ (their fields) are cut into
 * runs, and each made-up receipt takes each run from a rendered one at random.
 * Two of them share a field's picture far more often than real receipts do,
 * which only adds candidates: the measure errs on the costly side.
 */
export function splicedReceipts(
  rendered: ReceiptFingerprint[],
  count: number,
): ReceiptFingerprint[] {
  const base = rendered[0]!.detail;
  const width = 160;
  const height = base.length / width;
  const varies = Array.from({ length: height }, (_, y) =>
    rendered.some(
      (r) =>
        r.detail.length === base.length &&
        !r.detail
          .subarray(y * width, (y + 1) * width)
          .equals(base.subarray(y * width, (y + 1) * width)),
    ),
  );
  const runs: [number, number][] = [];
  for (let y = 0; y < height; y += 1) {
    if (!varies[y]) continue;
    if (runs.length && runs.at(-1)![1] === y) runs.at(-1)![1] = y + 1;
    else runs.push([y, y + 1]);
  }
  const same = rendered.filter((r) => r.detail.length === base.length);
  const rnd = seededRandom(77);
  return Array.from({ length: count }, (_, i) => {
    const detail = Buffer.from(base);
    for (const [from, to] of runs) {
      const source = same[Math.floor(rnd() * same.length)]!.detail;
      source.copy(detail, from * width, from * width, to * width);
    }
    return {
      sha256: `spliced-${i}`,
      phash: rendered[i % rendered.length]!.phash,
      detail,
    };
  });
}
