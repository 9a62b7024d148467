import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Change } from './changes';
import type { DatabaseRuntime } from './database-runtime';

/** The PGlite a named statement runs on, and the open transaction it must run in, if any. */
export type PgliteTarget = { pglite: PGlite; tx: Transaction | null };

/**
 * What a database handle knows beyond Drizzle: the app's runtime it belongs to
 * (null for a bare handle: scripts, start-up steps, test factories), and for a
 * handle made by a transaction helper (changes.ts) the changes its work records and,
 * on PGlite, where its named statements run.
 */
export type HandleLink = {
  runtime: DatabaseRuntime | null;
  /** The handle is a transaction's (or one statement's): held reads don't apply there. */
  changes: Change[] | null;
  pglite: PgliteTarget | null;
};

const LINK = Symbol('rifas.handle-link');

type Linked = { [LINK]?: HandleLink };

/**
 * The link of `handle`, set on the handle itself (not in a map beside it): the
 * app's handle (`ctx.db`) carries its runtime, a transaction's handle carries
 * its transaction's state, and a handle made with `Object.create` inherits its
 * parent's.
 */
export function linkOf(handle: object): HandleLink | undefined {
  return (handle as Linked)[LINK];
}

/** Sets `link` on `handle` (a handle Drizzle made for a transaction, or one made with linkedHandle). */
export function setLink(handle: object, link: HandleLink): void {
  Object.defineProperty(handle, LINK, { value: link, enumerable: false });
}

/** A handle that queries exactly like `db` (its prototype) and carries `link`. */
export function linkedHandle<T extends object>(db: T, link: HandleLink): T {
  const handle = Object.create(db) as T;
  setLink(handle, link);
  return handle;
}
