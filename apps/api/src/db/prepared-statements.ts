import type { Param } from 'drizzle-orm';
import type { protocol } from '@electric-sql/pglite';

type RowDescriptionMessage = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

/** Where each parameter of a compiled shape comes from: a slot (through its column's encoder), or as compiled. */
export type Source =
  { part: string; key: string; encoder: Param['encoder'] | null } | { constant: unknown };

/** A shaped statement compiled once (prepared.ts). */
export type Shape = { sql: string; name: string; sources: Source[] };

/** A statement prepared on PGlite: its parameters' types and its rows' description. */
export type PgliteStatement = { paramTypes: number[]; rows: RowDescriptionMessage | null };

/**
 * The statements an app has compiled and, on PGlite, prepared on its database
 * (db/prepared.ts, db/pglite-prepared.ts). Held by the app's runtime: each
 * app knows what it prepared; an app sharing its PGlite with another (tests)
 * prepares its own, under the same name and text.
 */
export class PreparedStatements {
  /** Compiled shapes by shape name (executeShaped). */
  readonly shapes = new Map<string, Shape>();
  /** Statements prepared on the app's PGlite, by name (runNamed). */
  readonly pglite = new Map<string, PgliteStatement>();
}
