import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobContext } from '../../context';
import { openPostgres } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/app';
import type { TestDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';
import { BOT_TOKEN, startTelegramServer, type TelegramServer } from '../../test/telegram-server';
import { pollTelegramUpdates } from './telegram-updates.service';

const onPostgres = Boolean(inject('pgTemplateUrl'));

/**
 * Two instances on one PostgreSQL poll the bot (ADR 075): one long poll at a time,
 * and when the holder's session dies the other takes over within 30 s.
 */
describe.runIf(onPostgres)('Telegram updates across instances (PostgreSQL)', () => {
  let tg: TelegramServer;
  let a: TestContext;
  let b: TestContext;
  let secondDatabase: TestDatabase;

  beforeAll(async () => {
    tg = await startTelegramServer();
    const env = { TELEGRAM_API_ROOT: tg.url };
    a = await createTestApp({ env });
    const url = a.database.url!;
    secondDatabase = { ...openPostgres(url, 5), url, drop: async () => undefined };
    b = await createTestApp({ env, database: secondDatabase });
    const admin = await buildUser(a.database.db, { role: 'admin' });
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/notifications/telegram',
      headers: admin.auth,
      payload: { bot_token: BOT_TOKEN },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await b.close();
    await secondDatabase.close();
    await a.close();
    await tg.close();
  });

  it('one instance polls at a time; a dead holder is replaced within 30 s', async () => {
    // A starts a long poll: Telegram holds it (nothing new), A holds the poller lock.
    const polls = () => tg.callsOf('getUpdates').length;
    const before = polls();
    const held = pollTelegramUpdates(jobContext(a.app), { timeoutSeconds: 8 }).catch(() => -1);
    await expect.poll(polls).toBe(before + 1);

    // B's turn comes and goes: the lock is A's, so B asks Telegram nothing.
    expect(await pollTelegramUpdates(jobContext(b.app), { timeoutSeconds: 0 })).toBeNull();
    expect(polls()).toBe(before + 1);

    // A's database session dies, as when its machine or process does.
    await b.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and objid = 727005 and granted`,
    );
    const died = Date.now();
    let taken: number | null = null;
    while (taken === null && Date.now() - died < 30_000) {
      // As the job does: B tries again every POLL_EVERY_MS (here, sooner).
      taken = await pollTelegramUpdates(jobContext(b.app), { timeoutSeconds: 0 });
      if (taken === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(taken).toBe(0);
    expect(Date.now() - died).toBeLessThan(30_000);
    await held;
  });
});
