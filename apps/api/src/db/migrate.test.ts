import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './migrate';
import { rowsOf } from './sql-rows';
import { createTestDatabase, type TestDatabase } from '../test/database';

const TABLES = [
  'users',
  'sessions',
  'auth_tokens',
  'raffles',
  'raffle_numbers',
  'payment_methods',
  'payments',
  'idempotency_keys',
  'monedas',
  'outbox_emails',
  'audit_log',
];

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('create every table of the schema', async () => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(TABLES));
  });

  it('are idempotent: running them again changes nothing', async () => {
    await runMigrations(database);
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const applied = rowsOf<{ n: number }>(result)[0]!.n;
    await runMigrations(database);
    const again = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rowsOf<{ n: number }>(again)[0]!.n).toBe(applied);
    expect(applied).toBeGreaterThan(0);
  });

  it('enforce one row per raffle number (the last guard against selling twice)', async () => {
    await database.db
      .execute(sql`insert into raffles (title, product_to_win, price_cents, end_number, draw_date)
      values ('R', 'P', 100, 9, now() + interval '1 day')`);
    await database.db.execute(
      sql`insert into raffle_numbers (raffle_id, number, status) select id, 3, 'reserved' from raffles`,
    );
    await expect(
      database.db.execute(
        sql`insert into raffle_numbers (raffle_id, number, status) select id, 3, 'sold' from raffles`,
      ),
    ).rejects.toThrow();
  });
});
