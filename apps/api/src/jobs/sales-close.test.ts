import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { jobContext } from '../context';
import { auditLog, outboxEmails, raffles } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { buildUser } from '../test/factories';
import { browserKeys, startPushService } from '../test/push-service';
import { buildPayment, buildPaymentMethod, buildRaffle } from '../test/raffle-factories';
import { BOT_TOKEN, startTelegramServer, type TelegramServer } from '../test/telegram-server';
import { pollTelegramUpdates } from '../modules/notifications/telegram-updates.service';
import { runSalesClose } from './sales-close';

const MINUTE = 60_000;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

// Runs on PGlite, and on PostgreSQL with DATABASE_URL (npm run test:pg).
describe('sales close by themselves (issue 44): sold out or at the time, reviews first', () => {
  let tg: TelegramServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let ctx: TestContext;
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);
  let admin: Awaited<ReturnType<typeof buildUser>>;
  const CHAT = 4444;

  beforeAll(async () => {
    tg = await startTelegramServer();
    push = await startPushService();
    ctx = await createTestApp({
      clock: () => now,
      env: { TELEGRAM_API_ROOT: tg.url, ALLOW_PRIVATE_PUSH_URLS: 'true' },
    });
    admin = await buildUser(ctx.database.db, { role: 'admin', fullName: 'Ana' });
    // Telegram: the shop's bot and the admin's chat, linked as she would link it.
    const bot = await call('PUT', '/api/notifications/telegram', { bot_token: BOT_TOKEN });
    expect(bot.statusCode).toBe(200);
    const link = await call('POST', '/api/notifications/telegram/link');
    tg.text(CHAT, `/start ${link.json().code}`);
    await pollTelegramUpdates(jobContext(ctx.app), { timeoutSeconds: 0 });
    // Web Push: this browser subscribed.
    push.state.publicKey = (await call('GET', '/api/push/key')).json().public_key;
    const keys = browserKeys();
    push.state.keys = keys;
    const sub = await call('POST', '/api/push/subscriptions', {
      endpoint: push.endpoint,
      keys: keys.json,
    });
    expect(sub.statusCode).toBe(201);
  });
  afterAll(async () => {
    await ctx.close();
    await tg.close();
    await push.close();
  });

  function call(method: string, url: string, payload?: object) {
    return ctx.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
  }
  const run = () => runSalesClose(jobContext(ctx.app));
  const db = () => ctx.database.db;
  const telegramTexts = () =>
    tg
      .callsOf('sendMessage')
      .filter((c) => Number(c.params.chat_id) === CHAT)
      .map((c) => String(c.params.text));
  const emailsOf = async (kind: string) =>
    (await db().select().from(outboxEmails)).filter((e) => e.kind === kind);
  const drawOf = async (id: number) => (await call('GET', `/api/raffles/${id}/draw`)).json();
  const entriesOf = async (id: number) =>
    (await call('GET', `/api/raffles/${id}/draw/entries`)).body;

  it('sold out with every number validated: closed at once, as POST /draw/close would', async () => {
    const raffle = await buildRaffle(db(), { title: 'Moto Bera', startNumber: 0, endNumber: 4 });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [0, 1, 2] });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [3, 4] });
    expect(await run()).toEqual([{ raffleId: raffle.id, action: 'closed' }]);
    const draw = await drawOf(raffle.id);
    expect(draw).toMatchObject({ status: 'fixed', entries_count: 5 });
    expect(draw.fingerprint).toBe(sha256(await entriesOf(raffle.id)));
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'draw.close'));
    expect(audit).toMatchObject({ actorId: null, entityId: String(raffle.id) });
    const told = `Las ventas de Moto Bera se cerraron solas: la lista de 5 números quedó publicada (SHA-256 ${draw.fingerprint}).`;
    expect(telegramTexts().at(-1)).toContain(told);
    expect(push.received.at(-1)!.payload).toMatchObject({ body: told });
    expect((await emailsOf('auto_close_done')).map((e) => e.to)).toEqual([admin.user.email]);
    // A second pass (another instance) finds nothing to do.
    expect(await run()).toEqual([]);
  });

  it('sold out with payments pending: the admins told once, closed after the last review', async () => {
    const raffle = await buildRaffle(db(), { title: 'iPhone 16', startNumber: 0, endNumber: 4 });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [0, 1, 2] });
    const first = await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [3],
      status: 'pending',
    });
    const last = await buildPayment(db(), { raffleId: raffle.id, numbers: [4], status: 'pending' });
    const [a, b] = await Promise.all([run(), run()]);
    expect([...a!, ...b!]).toEqual([{ raffleId: raffle.id, action: 'pending', pending: 2 }]);
    const text = 'Quedan 2 pagos por revisar para cerrar iPhone 16';
    expect(telegramTexts().filter((t) => t.startsWith(text))).toHaveLength(1);
    expect(push.received.at(-1)!.payload).toMatchObject({ body: text, url: '/admin/payments' });
    const mails = await emailsOf('auto_close_pending');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(text);
    expect(await run()).toEqual([]);
    expect((await drawOf(raffle.id)).status).toBe('open');

    expect((await call('POST', `/api/payments/${first.id}/validate`)).statusCode).toBe(200);
    expect(await run()).toEqual([]); // one still pending
    expect((await call('POST', `/api/payments/${last.id}/validate`)).statusCode).toBe(200);
    expect(await run()).toEqual([{ raffleId: raffle.id, action: 'closed' }]);
    const draw = await drawOf(raffle.id);
    expect(draw).toMatchObject({ status: 'fixed', entries_count: 5 });
    expect(draw.fingerprint).toBe(sha256(await entriesOf(raffle.id)));
  });

  it('at its close time, not sold out: closed when nothing is pending', async () => {
    // Drawn in 20 minutes: the default close time (30 minutes before) has come.
    const drawDate = new Date(now.getTime() + 20 * MINUTE);
    const raffle = await buildRaffle(db(), { title: 'Nevera', drawDate, autoClose: 'time' });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [7, 8] });
    // Another raffle whose own close time is still ahead stays open.
    const later = await buildRaffle(db(), {
      drawDate,
      salesCloseAt: new Date(now.getTime() + 10 * MINUTE),
    });
    expect(await run()).toEqual([{ raffleId: raffle.id, action: 'closed' }]);
    expect(await drawOf(raffle.id)).toMatchObject({ status: 'fixed', entries_count: 2 });
    expect((await drawOf(later.id)).status).toBe('open');
    now = new Date(now.getTime() + 11 * MINUTE);
    expect(await run()).toEqual([{ raffleId: later.id, action: 'closed' }]);
  });

  it('at its close time with a payment pending: told, then closed once it is rejected', async () => {
    const drawDate = new Date(now.getTime() + 10 * MINUTE);
    const raffle = await buildRaffle(db(), { title: 'Televisor', drawDate });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [1] });
    const pending = await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [2],
      status: 'pending',
    });
    expect(await run()).toEqual([{ raffleId: raffle.id, action: 'pending', pending: 1 }]);
    expect(telegramTexts().at(-1)).toContain('Queda 1 pago por revisar para cerrar Televisor');
    // While the list waits for that review, the shop sells no more (ADR 088).
    await buildPaymentMethod(db());
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/reserve`,
      payload: { numbers: [3], customer_id: 'guest-late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: messages.raffles.salesClosed });
    const reject = await call('POST', `/api/payments/${pending.id}/reject`, {
      reason: 'Pago no recibido',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await run()).toEqual([{ raffleId: raffle.id, action: 'closed' }]);
    expect(await drawOf(raffle.id)).toMatchObject({ status: 'fixed', entries_count: 1 });
  });

  it('closing by hand only: the admins told at the close time and again at the draw', async () => {
    const drawDate = new Date(now.getTime() + 10 * MINUTE);
    const raffle = await buildRaffle(db(), { title: 'Bicicleta', drawDate, autoClose: 'off' });
    // Sold out, but this raffle does not close by itself either way.
    const soldOut = await buildRaffle(db(), { endNumber: 1, autoClose: 'off' });
    await buildPayment(db(), { raffleId: soldOut.id, numbers: [0, 1] });
    expect(await run()).toEqual([{ raffleId: raffle.id, action: 'due_by_hand' }]);
    expect(telegramTexts().at(-1)).toMatch(
      /^Las ventas de Bicicleta siguen abiertas y su sorteo es el .+: ciérralas y publica la lista\./,
    );
    expect(await run()).toEqual([]);
    now = new Date(now.getTime() + 11 * MINUTE);
    expect(await run()).toEqual([{ raffleId: raffle.id, action: 'draw_passed' }]);
    expect(telegramTexts().at(-1)).toMatch(
      /^El sorteo de Bicicleta era el .+ y sus ventas siguen abiertas/,
    );
    expect((await emailsOf('auto_close_draw')).length).toBe(1);
    expect(await run()).toEqual([]);
    expect((await drawOf(raffle.id)).status).toBe('open');
    const [row] = await db().select().from(raffles).where(eq(raffles.id, raffle.id));
    expect(row!.drawDateAlertedAt).not.toBeNull();
  });
});
