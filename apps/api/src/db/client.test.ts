import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, withOwnRuntime, type TestDatabase } from '../test/database';
import { openPostgres } from './client';
import { executePrepared } from './prepared';
import { rowsOf } from './sql-rows';

const onPostgres = Boolean(process.env.DATABASE_URL);

async function waitFor<T>(check: () => T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('database listen', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('delivers NOTIFY payloads to the listener', async () => {
    const got: string[] = [];
    const stop = await database.listen('rifas_test', (p) => got.push(p));
    await database.db.execute(sql`select pg_notify('rifas_test', 'hola')`);
    expect(await waitFor(() => (got.includes('hola') ? got : undefined))).toContain('hola');
    await stop();
  });

  it.runIf(onPostgres)('listens again after PostgreSQL drops the connection', async () => {
    const got: string[] = [];
    const stop = await database.listen('rifas_drop', (p) => got.push(p));
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN "rifas_drop"%'`);
    // The reconnect announces itself with an empty payload, then events flow again.
    await waitFor(() => (got.includes('') ? true : undefined));
    await database.db.execute(sql`select pg_notify('rifas_drop', 'de nuevo')`);
    expect(await waitFor(() => (got.includes('de nuevo') ? got : undefined))).toContain('de nuevo');
    await stop();
  });

  it.runIf(onPostgres)('prepares a statement once per connection and runs it again', async () => {
    const single = withOwnRuntime(openPostgres(database.url!, 1));
    try {
      const run = async (n: number) =>
        rowsOf<{ doubled: number }>(
          await executePrepared(single, sql`select ${n}::int * 2 as doubled`),
        )[0]!.doubled;
      expect([await run(1), await run(21)]).toEqual([2, 42]);
      const prepared = rowsOf<{ statement: string }>(
        await single.db.execute(sql`select statement from pg_prepared_statements`),
      );
      expect(prepared.map((p) => p.statement)).toEqual(['select $1::int * 2 as doubled']);
    } finally {
      await single.close();
    }
  });
});
