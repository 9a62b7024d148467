import type { parse, PGlite, protocol, QueryOptions } from '@electric-sql/pglite';

/** PGlite's parsers by type, as parse.parseResults takes them. */
export type PgliteParsers = Parameters<typeof parse.parseResults>[1];

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

  /**
   * How their answers are read on that PGlite: its own parsers with the ones Drizzle passes
   * (dates stay text), merged once. Given Drizzle's per query, PGlite merged the whole table
   * again for each answer, and Drizzle built the options anew for each run: 7 % of a sale's
   * CPU on PGlite (ADR 107).
   */
  pgliteReading: { pglite: PGlite; parsers: PgliteParsers; options: QueryOptions } | null = null;
}
