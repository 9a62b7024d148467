import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, wrapPglite, type Database } from './client';
import { createDatabaseRuntime, type AppDb } from './database-runtime';
import { executePrepared } from './prepared';
import { rowsOf } from './sql-rows';
import { sqlState } from './sql-errors';
import { inChangesTransaction } from './transaction';

// Always the embedded database, whatever DATABASE_URL says: this is PGlite's own path.
describe('named statements on PGlite', () => {
  let database: Database;
  // The handle with a runtime, which keeps what is prepared on it.
  let app: AppDb;
  const db = () => app.db;
  const count = async () =>
    rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from t`))[0]!.n;
  const preparedNames = async () =>
    rowsOf<{ statement: string }>(
      await db().execute(sql`select statement from pg_prepared_statements order by statement`),
    ).map((r) => r.statement);

  beforeAll(async () => {
    database = wrapPglite(await createPglite());
    const runtime = createDatabaseRuntime(database, (err) => {
      throw err;
    });
    app = { db: database.db, runtime };
    await db().execute(sql`create table t (id int primary key, at timestamptz, big bigint)`);
    await db().execute(sql`create table docs (id int primary key, body jsonb)`);
  });
  afterAll(() => database.close());

  it('prepares a statement once and answers like db.execute', async () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    const query = (n: number) =>
      sql`select ${n}::int * 2 as doubled, ${at}::timestamptz as at, array[${n}, 3]::int[] as list,
        ${'x'}::text as text, null::int as nothing`;
    const named = rowsOf(await executePrepared(app, query(1)));
    expect(named).toEqual(rowsOf(await db().execute(query(1))));
    expect(rowsOf(await executePrepared(app, query(21)))).toMatchObject([
      { doubled: 42, list: [21, 3] },
    ]);
    expect(await preparedNames()).toEqual([
      'select $1::int * 2 as doubled, $2::timestamptz as at, array[$3, 3]::int[] as list,\n        $4::text as text, null::int as nothing',
    ]);
  });

  it('reports a failing statement with its SQLSTATE and keeps working', async () => {
    const divide = (n: number) => sql`select 1 / ${n}::int as q`;
    const failure = await executePrepared(app, divide(0)).catch((err: unknown) => err);
    expect(sqlState(failure)).toBe('22012');
    expect(rowsOf(await executePrepared(app, divide(1)))).toEqual([{ q: 1 }]);
  });

  it('runs inside the transaction it is given, and only there', async () => {
    const insert = (id: number) => sql`insert into t (id, at, big) values (${id}, now(), 1)`;
    const before = await count();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // A transaction that writes, waits, then rolls back …
    const rolledBack = inChangesTransaction(app, async (tx) => {
      await executePrepared(tx, insert(1));
      await held;
      throw new Error('roll back');
    }).catch((err: unknown) => err);
    // … while a statement outside it waits for it, then commits on its own.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = executePrepared(app, insert(2));
    release();
    expect(await rolledBack).toBeInstanceOf(Error);
    await outside;
    const ids = rowsOf<{ id: number }>(await db().execute(sql`select id from t order by id`));
    expect(ids.map((r) => r.id)).toEqual([2]);
    expect(await count()).toBe(before + 1);
  });
});
