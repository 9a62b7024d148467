import type { protocol } from '@electric-sql/pglite';

type RowDescriptionMessage = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

/** A statement prepared on PGlite: its parameters' types and its rows' description. */
export type PgliteStatement = { paramTypes: number[]; rows: RowDescriptionMessage | null };

/**
 * The statements an app has prepared on its PGlite (db/prepared.ts,
 * db/pglite-prepared.ts). Held by the app's runtime: each app knows what it
 * prepared; an app sharing its PGlite with another (tests) prepares its own,
 * under the same name and text.
 */
export class PreparedStatements {
  /** Statements prepared on the app's PGlite, by name (runNamed). */
  readonly pglite = new Map<string, PgliteStatement>();
}
