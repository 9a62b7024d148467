import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-rows';
import { authTokens, idempotencyKeys, outboxEmails, sessions } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { buildUser } from '../test/factories';
import { cleanUpExpiredRows } from './housekeeping';

describe('housekeeping job', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('removes expired sessions, old tokens, idempotency records and sent e-mails, and keeps the rest', async () => {
    const db = ctx.database.db;
    const now = new Date('2026-11-21T12:00:00Z');
    const { user } = await buildUser(db);
    const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
    await db.delete(sessions);
    await db.insert(sessions).values([
      { userId: user.id, tokenHash: 'expired', expiresAt: hours(-1) },
      { userId: user.id, tokenHash: 'alive', expiresAt: hours(1) },
    ]);
    await db.insert(authTokens).values([
      { userId: user.id, kind: 'reset_password', tokenHash: 'old', expiresAt: hours(-24 * 8) },
      { userId: user.id, kind: 'reset_password', tokenHash: 'recent', expiresAt: hours(-2) },
    ]);
    await db.insert(idempotencyKeys).values([
      { scope: 's', key: 'old', requestHash: 'h', createdAt: hours(-25), completedAt: hours(-25) },
      { scope: 's', key: 'new', requestHash: 'h', createdAt: hours(-1), completedAt: hours(-1) },
      // A claim left unanswered by the code before ADR 100.
      { scope: 's', key: 'claim', requestHash: 'h', createdAt: hours(-25) },
    ]);
    await db.insert(outboxEmails).values([
      {
        kind: 'k',
        to: 'a@b.c',
        subject: 'viejo',
        text: 't',
        status: 'sent',
        sentAt: hours(-24 * 31),
      },
      { kind: 'k', to: 'a@b.c', subject: 'pendiente', text: 't', createdAt: hours(-24 * 31) },
    ]);

    await cleanUpExpiredRows({ db, now });

    const left = async (table: string, column: string) => {
      const result = await db.execute(sql.raw(`select ${column} as v from ${table} order by 1`));
      return rowsOf<{ v: string }>(result).map((r) => r.v);
    };
    expect(await left('sessions', 'token_hash')).toEqual(['alive']);
    expect(await left('auth_tokens', 'token_hash')).toEqual(['recent']);
    expect(await left('idempotency_keys', 'key')).toEqual(['new']);
    expect(await left('outbox_emails', 'subject')).toEqual(['pendiente']);
  });
});
