import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

type BuiltQuery = { sql: string; params: unknown[] };

/** What `db.execute` itself uses of a Drizzle handle (drizzle-orm/pg-core/db.js). */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): BuiltQuery };
  session: {
    prepareQuery(
      query: BuiltQuery,
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/**
 * `db.execute(query)` as a prepared statement named after its text: PostgreSQL
 * parses and plans it once per connection instead of on every run. For the
 * purchase's statement that was ~1.8 ms of a ~7 ms statement (server log,
 * log_min_duration_statement; docs/purchase-path.md). PGlite runs it as usual.
 * Drizzle names only its query builders' statements, so this takes the same
 * two steps as `db.execute`, with a name. Use it only for statements whose text
 * has a few variants: each variant stays prepared on every pooled connection.
 */
export async function executePrepared(db: Executor, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = `r_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 24)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
