import { availableParallelism } from 'node:os';
import type { Database } from './db/client';
import { createDatabaseRuntime, type DatabaseRuntime } from './db/database-runtime';
import { NumbersEventHub } from './db/numbers-event-hub';
import { DerivedSecrets } from './lib/derived-secrets';
import { RandomPool } from './lib/random-pool';
import { RecentChallenges } from './lib/recent-challenges';
import { RunningKeys } from './lib/running-keys';
import { createWorkQueue, type WorkQueue } from './lib/work-queue';
import { WorkerThreads } from './lib/worker-thread';

/**
 * What one app holds in this process beside its configuration: created once by
 * buildApp, carried by every service context (`ctx.runtime`), gone with the app.
 * The database's part (change feed, held reads, turns, prepared statements) is
 * db/database-runtime.ts. Helpers take it as a parameter, never find it through
 * a handle (ADR 069); never module-level state keyed by a database or an app
 * (docs/conventions.md; lint forbids a module-level WeakMap in apps/api/src).
 * Built from db/ and lib/ only: runtime.ts imports no module (lint).
 */
export type Runtime = DatabaseRuntime & {
  /**
   * Image work (receipts): one core's worth at a time, leaving the others to the
   * purchases without one; each image runs on one libvips thread (lib/images.ts, ADR 026).
   */
  images: WorkQueue;
  /** The change feed fanned out to the pickers' event streams (modules/events). */
  events: NumbersEventHub;
  /** The link previews' catalog, parsed once per cached answer (modules/link-previews). */
  previewCatalogs: WeakMap<object, unknown>;
  /** The guest challenges this instance saw spent (modules/challenge, ADR 065). */
  challenges: RecentChallenges;
  /** The Idempotency-Keys of the purchases running here (modules/purchase, ADR 100). */
  purchasesRunning: RunningKeys;
  /** Keys derived from APP_SECRET, each once (the guest challenge's: modules/challenge). */
  secrets: DerivedSecrets;
  /** Random bytes drawn a page at a time (ticket codes: modules/tickets, ADR 103). */
  random: RandomPool;
  /** Worker threads for work that would hold the event loop (statement files, ADR 089). */
  workers: WorkerThreads;
};

export function createRuntime(
  database: Database,
  onError: (err: unknown, what: string) => void,
): Runtime {
  const databaseRuntime = createDatabaseRuntime(database, onError);
  return {
    ...databaseRuntime,
    images: createWorkQueue(Math.max(1, availableParallelism() - 1)),
    events: new NumbersEventHub(databaseRuntime.changes),
    previewCatalogs: new WeakMap<object, unknown>(),
    challenges: new RecentChallenges(),
    purchasesRunning: new RunningKeys(),
    secrets: new DerivedSecrets(),
    random: new RandomPool(),
    workers: new WorkerThreads(),
  };
}
