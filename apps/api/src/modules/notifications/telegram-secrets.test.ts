import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { buildUser } from '../../test/factories';
import { createLoggedApp, type LoggedApp } from '../../test/logged-app';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { BOT_TOKEN, startTelegramServer, type TelegramServer } from '../../test/telegram-server';
import { queueNewPayments, sendDueNotifications } from './queue.service';
import { webhookSecret } from './telegram-token';
import { pollTelegramUpdates } from './telegram-updates.service';

describe('Telegram: the token never reaches a log; the webhook proves itself', () => {
  let tg: TelegramServer;
  let logged: LoggedApp;
  let admin: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    tg = await startTelegramServer();
    logged = await createLoggedApp('telegram', { TELEGRAM_API_ROOT: tg.url });
    admin = await buildUser(logged.app.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await logged.close();
    await tg.close();
  });

  it('logs neither the token nor the webhook secret, even when sends fail', async () => {
    const saved = await logged.app.inject({
      method: 'PUT',
      url: '/api/notifications/telegram',
      headers: admin.auth,
      payload: { bot_token: BOT_TOKEN },
    });
    expect(saved.statusCode).toBe(200);
    const link = await logged.app.inject({
      method: 'POST',
      url: '/api/notifications/telegram/link',
      headers: admin.auth,
    });
    const secret = webhookSecret(logged.app.config.appSecret, BOT_TOKEN);
    // The webhook: the wrong secret is refused, the right one is handled (links the chat).
    const update = tg.text(1, `/start ${link.json().code}`);
    const refused = await logged.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': 'otro' },
      payload: update,
    });
    expect(refused.statusCode).toBe(403);
    const accepted = await logged.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      headers: { 'x-telegram-bot-api-secret-token': secret },
      payload: update,
    });
    expect(accepted.statusCode).toBe(200);
    expect(tg.callsOf('sendMessage').at(-1)!.params.text).toMatch(/^✅ Listo/);

    tg.state.down = true;
    const raffle = await buildRaffle(logged.app.database.db);
    const method = await buildPaymentMethod(logged.app.database.db);
    const res = await postPurchase(logged.app, raffle.id, {
      numbers: [1],
      payment: buyerPayment(method.id),
    });
    expect(res.statusCode).toBe(201);
    await queueNewPayments(jobContext(logged.app));
    await sendDueNotifications(jobContext(logged.app));
    expect(await pollTelegramUpdates(jobContext(logged.app), { timeoutSeconds: 0 })).toBe(0);
    tg.state.down = false;

    const log = logged.log();
    expect(log).toContain('notification send failed');
    expect(log).toContain('telegram getUpdates failed');
    expect(log).not.toContain(BOT_TOKEN);
    expect(log).not.toContain(BOT_TOKEN.split(':')[1]);
    expect(log).not.toContain(secret);
  });
});
