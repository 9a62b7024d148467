import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpServer } from '../../test/mail';
import { retryDelayMs } from '../../lib/backoff';
import { queueEmail, sendDueEmails } from './outbox.service';
import { createMailTransport } from './transport';

const silent = { warn: () => undefined, info: () => undefined };

describe('e-mail outbox', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const transport = () =>
    createMailTransport({
      smtpUrl: smtp.url,
      from: 'Rifas <no-reply@rifas.test>',
      dataDir: ctx.dataDir,
      log: silent,
    });

  it('writes nothing when the caller rolls back, and sends what it committed', async () => {
    const db = ctx.database.db;
    await expect(
      db.transaction(async (tx) => {
        await queueEmail(tx, { kind: 'test', to: 'perdido@prueba.test', subject: 'No', text: 'x' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await db.transaction((tx) =>
      queueEmail(tx, {
        kind: 'test',
        to: 'ana@prueba.test',
        subject: 'Tu compra',
        text: 'Números 07 y 12',
      }),
    );
    const sent = await sendDueEmails(
      { db, now: new Date(), log: silent },
      { transport: transport() },
    );
    expect(sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ana@prueba.test']);
    expect(smtp.received[0]!.subject).toBe('Tu compra');
    expect(smtp.received[0]!.text).toContain('Números 07 y 12');
    const rows = await db.select().from(outboxEmails);
    expect(rows.map((r) => [r.to, r.status])).toEqual([['ana@prueba.test', 'sent']]);
  });

  it('retries with back-off after a failed send, then delivers', async () => {
    const db = ctx.database.db;
    smtp.state.failNext = 1;
    const before = smtp.received.length;
    await queueEmail(db, {
      kind: 'test',
      to: 'luis@prueba.test',
      subject: 'Reintento',
      text: 'hola',
    });
    const t0 = new Date();
    expect(await sendDueEmails({ db, now: t0, log: silent }, { transport: transport() })).toBe(0);
    const [failed] = await db.select().from(outboxEmails).where(sqlTo('luis@prueba.test'));
    expect(failed!.status).toBe('pending');
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toMatch(/451|Buzón/);
    expect(failed!.nextAttemptAt.getTime()).toBe(t0.getTime() + retryDelayMs(1));
    // Not due yet: nothing is sent.
    expect(
      await sendDueEmails(
        { db, now: new Date(t0.getTime() + 1000), log: silent },
        { transport: transport() },
      ),
    ).toBe(0);
    // Once due, it goes out.
    const later = new Date(t0.getTime() + retryDelayMs(1) + 1);
    expect(await sendDueEmails({ db, now: later, log: silent }, { transport: transport() })).toBe(
      1,
    );
    expect(smtp.received.length).toBe(before + 1);
    const [done] = await db.select().from(outboxEmails).where(sqlTo('luis@prueba.test'));
    expect(done!.status).toBe('sent');
    expect(done!.attempts).toBe(2);
  });

  it('writes .eml files under DATA_DIR/mail without SMTP_URL', async () => {
    const db = ctx.database.db;
    await queueEmail(db, {
      kind: 'test',
      to: 'eva@prueba.test',
      subject: 'Archivo',
      text: 'contenido',
    });
    const fileTransport = createMailTransport({
      smtpUrl: undefined,
      from: 'Rifas <a@b.c>',
      dataDir: ctx.dataDir,
      log: silent,
    });
    expect(
      await sendDueEmails({ db, now: new Date(), log: silent }, { transport: fileTransport }),
    ).toBe(1);
    const files = await readdir(join(ctx.dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const eml = await readFile(join(ctx.dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: eva@prueba.test');
    expect(eml).toContain('contenido');
  });

  it('sends a row queued with its whole HTML, before the outbox kept slots, as it is', async () => {
    const db = ctx.database.db;
    const html = '<!doctype html><p style="color:#1e293b">Compra de antes, N.º 41</p>\n';
    // What a purchase queued before migration 0044: the filled layout in "html".
    await db.insert(outboxEmails).values({
      kind: 'purchase_received',
      to: 'antes@prueba.test',
      subject: 'Compra recibida',
      text: 'Compra de antes',
      html,
    });
    await sendDueEmails({ db, now: new Date(), log: silent }, { transport: transport() });
    const mail = smtp.received.find((m) => m.to.includes('antes@prueba.test'));
    expect(mail!.html).toBe(html);
  });

  it('backs off exponentially, capped at one hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

function sqlTo(to: string) {
  return eq(outboxEmails.to, to);
}
