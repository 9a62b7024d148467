import { and, eq } from 'drizzle-orm';
import { formatClock } from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import {
  auditLog,
  currencies,
  notificationDeliveries,
  payments,
  telegramBot,
  users,
} from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildImage, buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import {
  BOT_TOKEN,
  BOT_USERNAME,
  startTelegramServer,
  type TelegramServer,
} from '../../test/telegram-server';
import { BACKUP_TABLES } from '../backup/backup.tables';
import { queueNewPayments, sendDueNotifications } from './queue.service';
import { telegramApi } from './telegram-api';
import { handleTelegramUpdate, pollTelegramUpdates } from './telegram-updates.service';

describe('Telegram: bot, links, a purchase to every admin chat, review by tap', () => {
  let tg: TelegramServer;
  let ctx: TestContext;
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const clock = () => formatClock(now, ctx.config.businessTz);
  let ana: Awaited<ReturnType<typeof buildUser>>;
  let luis: Awaited<ReturnType<typeof buildUser>>;
  let methodId: number;
  const ANA_CHAT = 1111;
  const LUIS_CHAT = 2222;

  beforeAll(async () => {
    tg = await startTelegramServer();
    ctx = await createTestApp({ clock: () => now, env: { TELEGRAM_API_ROOT: tg.url } });
    ana = await buildUser(ctx.database.db, { role: 'admin', fullName: 'Ana' });
    luis = await buildUser(ctx.database.db, { role: 'admin', fullName: 'Luis' });
    await ctx.database.db.insert(currencies).values({
      nombre: 'Bolívar',
      codigo: 'VES',
      simbolo: 'Bs',
      urlPrecio: 'https://x.test/ves',
      precio: 36.5,
    });
    const [ves] = await ctx.database.db
      .select()
      .from(currencies)
      .where(eq(currencies.codigo, 'VES'));
    methodId = (
      await buildPaymentMethod(ctx.database.db, {
        name: 'Pago Móvil',
        requiresReference: true,
        monedaId: ves!.id,
      })
    ).id;
  });
  afterAll(async () => {
    await ctx.close();
    await tg.close();
  });

  const job = () => jobContext(ctx.app);
  const poll = () => pollTelegramUpdates(job(), { timeoutSeconds: 0 });
  const deliver = async () => {
    await queueNewPayments(job());
    return sendDueNotifications(job());
  };
  const call = (method: string, url: string, auth = ana.auth, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const sentTo = (method: string, chatId: number) =>
    tg.callsOf(method).filter((c) => Number(c.params.chat_id) === chatId);
  const lastSent = (method: string, chatId: number) => sentTo(method, chatId).at(-1)!;
  const linkChat = async (auth: { authorization: string }, chatId: number) => {
    const link = await call('POST', '/api/notifications/telegram/link', auth);
    tg.text(chatId, `/start ${link.json().code}`);
    await poll();
  };
  const purchase = async (name = 'Ana María Pérez', image = true) => {
    const raffle = await buildRaffle(ctx.database.db, { title: 'Moto Bera', priceCents: 600 });
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [7],
      payment: buyerPayment(methodId, { customer_name: name, reference_number: '0412345' }),
      ...(image && { image: { buffer: await buildImage('png') } }),
    });
    expect(res.statusCode).toBe(201);
    return res.json().payment.id as number;
  };
  /** The buttons of the message a chat got for a payment: [text, callback_data]. */
  const buttonsOf = (call: { params: Record<string, unknown> }) =>
    (
      call.params.reply_markup as { inline_keyboard: { text: string; callback_data: string }[][] }
    ).inline_keyboard
      .flat()
      .map((b) => [b.text, b.callback_data] as const);
  const statusOf = async (id: number) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('refuses a token getMe refuses, keeps a good one sealed and never answers it', async () => {
    const bad = await call('PUT', '/api/notifications/telegram', ana.auth, {
      bot_token: '123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('El token del bot no es válido');
    const malformed = await call('PUT', '/api/notifications/telegram', ana.auth, {
      bot_token: 'hola',
    });
    expect(malformed.statusCode).toBe(400);

    const good = await call('PUT', '/api/notifications/telegram', ana.auth, {
      bot_token: BOT_TOKEN,
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ bot_username: BOT_USERNAME });
    expect(tg.callsOf('deleteWebhook')).toHaveLength(1); // http shop: polling, no webhook
    const status = await call('GET', '/api/notifications/telegram');
    expect(status.json()).toEqual({ bot_username: BOT_USERNAME, chats: [] });
    for (const res of [good, status]) expect(res.body).not.toContain(BOT_TOKEN);
    const [row] = await ctx.database.db.select().from(telegramBot);
    expect(JSON.stringify(row)).not.toContain(BOT_TOKEN);
    expect(JSON.stringify(row)).not.toContain(BOT_TOKEN.split(':')[1]);
    // A backup holds the shop's sales, never the bot (backup.tables.ts).
    expect(BACKUP_TABLES.map((t) => t.name as string)).not.toContain('telegram_bot');
  });

  it('links a chat once with a 10-minute code; used twice, expired or unknown get why; strangers are ignored', async () => {
    const link = await call('POST', '/api/notifications/telegram/link');
    expect(link.statusCode).toBe(201);
    const { code, url, expires_at } = link.json();
    expect(url).toBe(`https://t.me/${BOT_USERNAME}?start=${code}`);
    expect(new Date(expires_at).getTime() - now.getTime()).toBe(10 * 60_000);

    tg.text(ANA_CHAT, `/start ${code}`);
    await poll();
    expect(lastSent('sendMessage', ANA_CHAT).params.text).toMatch(/^✅ Listo: este chat recibirá/);

    tg.text(9999, `/start ${code}`);
    await poll();
    expect(lastSent('sendMessage', 9999).params.text).toBe(
      'Este enlace ya fue usado. Pide uno nuevo en Tienda › Avisos.',
    );

    const late = (await call('POST', '/api/notifications/telegram/link')).json().code;
    now = new Date(now.getTime() + 11 * 60_000);
    tg.text(9998, `/start ${late}`);
    await poll();
    expect(lastSent('sendMessage', 9998).params.text).toBe(
      'Este enlace venció (vale 10 minutos). Pide uno nuevo en Tienda › Avisos.',
    );

    const before = tg.calls.length;
    tg.text(4444, 'hola, ¿me validan?');
    await poll();
    expect(tg.calls.slice(before).map((c) => c.method)).toEqual(['getUpdates']);

    await linkChat(luis.auth, LUIS_CHAT);
    const status = (await call('GET', '/api/notifications/telegram')).json();
    expect(status.chats.map((c: { admin_email: string }) => c.admin_email)).toEqual([
      ana.user.email,
      luis.user.email,
    ]);
  });

  it('sends each purchase to every admin chat: receipt, caption, buttons', async () => {
    const id = await purchase();
    await deliver();
    for (const chat of [ANA_CHAT, LUIS_CHAT]) {
      const photo = lastSent('sendPhoto', chat);
      expect(photo.photoBytes).toBeGreaterThan(0);
      const caption = String(photo.params.caption);
      expect(caption.split('\n')).toEqual([
        '🧾 Nueva compra · Moto Bera',
        'Números: 07',
        'Monto: Bs 219,00 ($6.00)',
        'Método: Pago Móvil',
        'Referencia: 0412345',
        expect.stringMatching(/^Fecha: \d+ de \w+ de \d{4}/),
        'Comprador: Ana María Pérez',
        expect.stringMatching(/^Cédula: V-/),
        expect.stringMatching(/^Teléfono: 0414/),
      ]);
      expect(buttonsOf(photo).map(([text]) => text)).toEqual(['✅ Validar', '❌ Rechazar']);
    }
    expect((await sentMessage(id, ANA_CHAT)).messageId).toBeGreaterThan(0);
    console.log(`Caption as sent:\n${String(lastSent('sendPhoto', ANA_CHAT).params.caption)}`);
    // The same reference and the same receipt again: the caption warns, as the admin
    // screen does, with a link to the earlier payment (ADR 078).
    await purchase('Luisa Díaz');
    await deliver();
    expect(String(lastSent('sendPhoto', LUIS_CHAT).params.caption).split('\n').slice(-2)).toEqual([
      '⚠️ Referencia repetida en otro pago',
      `⚠️ Comprobante repetido: #${id} ${ctx.config.publicUrl}/admin/pagos?pago=${id}`,
    ]);
  });

  it('validates by tap as the admin screen does, audited with the channel; every chat shows the outcome', async () => {
    const id = await purchase();
    await deliver();
    const photo = lastSent('sendPhoto', ANA_CHAT);
    const [, validate] = buttonsOf(photo)[0]!;
    // The button as sent, and the message id the Bot API gave it.
    const { messageId } = await sentMessage(id, ANA_CHAT);
    tg.tap(ANA_CHAT, messageId, validate);
    await poll();
    expect(tg.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(
      `✅ Validado por Ana · ${clock()}`,
    );
    expect((await statusOf(id)).status).toBe('completed');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.validate', actorEmail: ana.user.email });
    expect(audit[0]!.details).toMatchObject({ channel: 'telegram' });

    await sendDueNotifications(job());
    for (const chat of [ANA_CHAT, LUIS_CHAT]) {
      const edit = lastSent('editMessageCaption', chat);
      expect(String(edit.params.caption)).toMatch(
        new RegExp(`\n\n✅ Validado por Ana · ${clock()}$`),
      );
      expect(edit.params.reply_markup).toEqual({ inline_keyboard: [] });
    }
    // A late double tap changes nothing and says who did it.
    tg.tap(ANA_CHAT, messageId, validate);
    await poll();
    expect(tg.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(
      `Ya fue validado por Ana a las ${clock()}`,
    );
  });

  const chatRow = async (chatId: number) => {
    const { telegramChats } = await import('../../db/schema');
    return (
      await ctx.database.db.select().from(telegramChats).where(eq(telegramChats.chatId, chatId))
    )[0]!;
  };
  const sentMessage = async (paymentId: number, chatId: number) => {
    const chat = await chatRow(chatId);
    const [row] = await ctx.database.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.paymentId, paymentId),
          eq(notificationDeliveries.telegramChatId, chat.id),
          eq(notificationDeliveries.kind, 'new'),
        ),
      );
    return { messageId: row!.messageId!, key: row!.callbackKey! };
  };

  it('rejects by a reason button and by "Otro motivo"', async () => {
    const first = await purchase();
    const second = await purchase();
    await deliver();
    const a = await sentMessage(first, LUIS_CHAT);
    tg.tap(LUIS_CHAT, a.messageId, `r:${a.key}`);
    await poll();
    const reasons = lastSent('editMessageReplyMarkup', LUIS_CHAT);
    expect(buttonsOf(reasons).map(([text]) => text)).toEqual([
      'Pago no recibido',
      'Monto incompleto',
      'Referencia inválida',
      'Otro motivo',
      '↩️ Volver',
    ]);
    tg.tap(LUIS_CHAT, a.messageId, buttonsOf(reasons)[1]![1]);
    await poll();
    expect(await statusOf(first)).toMatchObject({
      status: 'failed',
      rejectionReason: 'Monto incompleto',
    });

    const b = await sentMessage(second, LUIS_CHAT);
    tg.tap(LUIS_CHAT, b.messageId, `o:${b.key}`);
    await poll();
    expect(lastSent('sendMessage', LUIS_CHAT).params.text).toBe(
      `Escribe el motivo del rechazo del pago #${second}.`,
    );
    tg.text(LUIS_CHAT, 'El banco no muestra la transferencia');
    await poll();
    expect(await statusOf(second)).toMatchObject({
      status: 'failed',
      rejectionReason: 'El banco no muestra la transferencia',
    });
    expect(lastSent('sendMessage', LUIS_CHAT).params.text).toBe(
      `❌ Rechazado por Luis · ${clock()} · El banco no muestra la transferencia`,
    );
    await sendDueNotifications(job());
    expect(String(lastSent('editMessageCaption', ANA_CHAT).params.caption)).toContain(
      '❌ Rechazado por Luis',
    );
  });

  it('a double tap and two chats at once give one review; a forged key does nothing', async () => {
    const id = await purchase();
    await deliver();
    const a = await sentMessage(id, ANA_CHAT);
    const l = await sentMessage(id, LUIS_CHAT);
    const api = telegramApi(ctx.config, BOT_TOKEN);
    const before = tg.callsOf('answerCallbackQuery').length;
    await Promise.all([
      handleTelegramUpdate(job(), api, tg.tap(ANA_CHAT, a.messageId, `v:${a.key}`)),
      handleTelegramUpdate(job(), api, tg.tap(ANA_CHAT, a.messageId, `v:${a.key}`)),
      handleTelegramUpdate(job(), api, tg.tap(LUIS_CHAT, l.messageId, `v:${l.key}`)),
      // Ana's key from Luis's chat: a key is one chat's message.
      handleTelegramUpdate(job(), api, tg.tap(LUIS_CHAT, l.messageId, `v:${a.key}`)),
    ]);
    const answers = tg
      .callsOf('answerCallbackQuery')
      .slice(before)
      .map((c) => String(c.params.text));
    expect(answers.filter((t) => t.startsWith('✅ Validado por'))).toHaveLength(1);
    expect(answers.filter((t) => t.startsWith('Ya fue validado por'))).toHaveLength(2);
    expect(answers.filter((t) => t === 'Este botón ya no es válido.')).toHaveLength(1);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'payment.validate')));
    expect(audit).toHaveLength(1);
    await poll(); // the queued copies of those taps, now all late
  });

  it('refuses the tap of a chat whose account is no longer an admin', async () => {
    const id = await purchase();
    await deliver();
    const l = await sentMessage(id, LUIS_CHAT);
    await ctx.database.db.update(users).set({ role: 'user' }).where(eq(users.id, luis.user.id));
    tg.tap(LUIS_CHAT, l.messageId, `v:${l.key}`);
    await poll();
    expect(tg.callsOf('answerCallbackQuery').at(-1)!.params.text).toBe(
      'Este chat ya no puede revisar pagos.',
    );
    expect((await statusOf(id)).status).toBe('pending');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, luis.user.id));
  });

  it('Telegram down: the purchase is unaffected and the message goes later', async () => {
    tg.state.down = true;
    const started = Date.now();
    const id = await purchase('Pedro Gómez', false);
    expect(Date.now() - started).toBeLessThan(5_000);
    await deliver();
    const [row] = await ctx.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.paymentId, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).not.toContain(BOT_TOKEN);
    tg.state.down = false;
    now = new Date(now.getTime() + 31_000);
    await sendDueNotifications(job());
    const sent = lastSent('sendMessage', ANA_CHAT);
    expect(String(sent.params.text)).toContain('Comprador: Pedro Gómez');
  });
});
