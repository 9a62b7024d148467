import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-rows';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { buildRaffle } from '../../test/raffle-factories';

/**
 * A hold's commit does not wait for the disk (ADR 104): rifas_hold turns synchronous_commit off
 * for its own transaction (set_config's `is_local`), whatever its outcome.
 */
describe('a hold commits without waiting for the disk', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const setting = async (db: TestDatabase['db']) =>
    rowsOf<{ value: string }>(
      await db.execute(sql`select current_setting('synchronous_commit') as value`),
    )[0]!.value;

  it('turns synchronous_commit off in the hold’s transaction', async () => {
    const { db } = database;
    const raffle = await buildRaffle(db, { endNumber: 99 });
    const inHold = await db.transaction(async (tx) => {
      // Test databases on PostgreSQL commit asynchronously already (test/database.ts).
      await tx.execute(sql`set local synchronous_commit = on`);
      const [hold] = rowsOf<{ outcome: string }>(
        await tx.execute(sql`select outcome from rifas_hold(${raffle.id}::int, '{7}'::int[],
          '{g:hold-commit}'::text[], '{}'::text[], '100.64.0.9', null, null, now(), null,
          500, 15, false, '{}'::jsonb, null)`),
      );
      // Whatever the outcome (here the empty guard makes it 'stale'): the setting came first.
      expect(hold?.outcome).toBeTruthy();
      return setting(tx);
    });
    expect(inHold).toBe('off');
  });
});
