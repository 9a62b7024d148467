import type { ServiceContext } from '../../context';
import { queueEmail } from '../mail';
import { adminEmails } from './admin-alert.repository';
import { pushPayload } from './push-send';
import { adminSubscriptions, deleteSubscription, findSubscription } from './push.repository';
import { safeErrorText, telegramApi } from './telegram-api';
import { adminChats, findBot, findChatById } from './telegram.repository';
import { unsealToken } from './telegram-token';

/** Something the admins must act on (issue 44): one line, and where in the panel to act. */
export type AdminAlert = { kind: string; subject: string; text: string; path: string };

export type AlertSent = { telegram: number; push: number; emails: number };

/**
 * Tells every admin at once, by whatever is set up: a message to each linked
 * Telegram chat, a push to each admin's phone, and an e-mail to each admin
 * through the outbox (which retries by itself). Telegram and push are tried
 * once each: a failure is logged (never the text) and the e-mail still goes.
 * The caller records that the alert went, so one alert is one of each.
 */
export async function alertAdmins(ctx: ServiceContext, alert: AdminAlert): Promise<AlertSent> {
  const sent: AlertSent = { telegram: 0, push: 0, emails: 0 };
  const url = `${ctx.config.publicUrl}${alert.path}`;
  const bot = await findBot(ctx.db);
  // A token sealed under another APP_SECRET cannot be used: Telegram is skipped.
  const token = bot ? unsealToken(ctx, bot) : null;
  if (token) {
    const api = telegramApi(ctx.config, token);
    for (const { id } of await adminChats(ctx.db)) {
      const chat = await findChatById(ctx.db, id);
      if (!chat) continue;
      try {
        await api.sendMessage(chat.chatId, `${alert.text}\n${url}`);
        sent.telegram += 1;
      } catch (err) {
        ctx.log.warn({ chat: id, err: safeErrorText(err, token) }, 'admin alert: telegram failed');
      }
    }
  }
  for (const { id } of await adminSubscriptions(ctx.db)) {
    const subscription = await findSubscription(ctx.db, id);
    if (!subscription) continue;
    try {
      const outcome = await pushPayload(ctx, subscription, {
        title: alert.subject,
        body: alert.text,
        url: alert.path,
      });
      if (outcome === 'gone') await deleteSubscription(ctx.db, { id });
      else sent.push += 1;
    } catch (err) {
      ctx.log.warn(
        { subscription: id, err: String(err).slice(0, 200) },
        'admin alert: push failed',
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    for (const admin of await adminEmails(tx)) {
      const text = [`Hola ${admin.fullName},`, '', alert.text, '', url].join('\n');
      await queueEmail(tx, { kind: alert.kind, to: admin.email, subject: alert.subject, text });
      sent.emails += 1;
    }
  });
  return sent;
}
