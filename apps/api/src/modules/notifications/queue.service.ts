import type { ServiceContext } from '../../context';
import { retryDelayMs } from '../../lib/backoff';
import { fingerprintReceipts } from '../payments';
import { sendPush } from './push-send';
import * as queue from './queue.repository';
import { adminSubscriptions, deleteSubscription } from './push.repository';
import { telegramApi, safeErrorText } from './telegram-api';
import { adminChats, findBot, findChatById } from './telegram.repository';
import { editToOutcome, newCallbackKey, sendNewPurchase } from './telegram-send';
import { unsealToken } from './telegram-token';

const MAX_ATTEMPTS = 10;
const LEASE_SECONDS = 60;

/** At most this many batches a run (every 2 s): 1,000 notices a second keep up with a rush. */
const MAX_BATCHES = 20;

/**
 * ADR 074: the payments the sale committed (rifas_sell leaves a notice row, ADR 096)
 * become one delivery per admin chat and per admin push subscription, in one
 * transaction a batch. The sale itself never waits for, nor can fail by, any of this.
 * A run takes batches until none is left (ADR 106): one batch a run let a rush's
 * notices pile up, and every run of this job and of the fingerprints read the pile.
 */
export async function queueNewPayments(ctx: ServiceContext, { batch = 100 } = {}): Promise<number> {
  // The receipts first, so a notice can say 'Comprobante repetido' (ADR 078).
  await fingerprintReceipts(ctx);
  let queued = 0;
  for (let round = 0; round < MAX_BATCHES; round += 1) {
    const { taken, ids } = await queueBatch(ctx, batch);
    queued += ids.length;
    if (taken < batch) break;
  }
  return queued;
}

function queueBatch(ctx: ServiceContext, batch: number) {
  return ctx.db.transaction(async (tx) => {
    const notices = await queue.takeNewPaymentNotices(tx, ctx.now, batch);
    const { ids } = notices;
    if (ids.length === 0) return notices;
    const chats = (await findBot(tx)) ? await adminChats(tx) : [];
    const subscriptions = await adminSubscriptions(tx);
    await queue.insertDeliveries(
      tx,
      ids.flatMap((paymentId) => [
        ...chats.map((chat) => ({
          paymentId,
          channel: 'telegram' as const,
          telegramChatId: chat.id,
          callbackKey: newCallbackKey(),
          nextAttemptAt: ctx.now,
        })),
        ...subscriptions.map((sub) => ({
          paymentId,
          channel: 'push' as const,
          pushSubscriptionId: sub.id,
          nextAttemptAt: ctx.now,
        })),
      ]),
    );
    return notices;
  });
}

/** Telegram's answer the notice cannot be sent to anymore: a chat that blocked or left the bot. */
const gone = (text: string) =>
  /\b(403|400)\b.*(blocked|chat not found|kicked|deactivated)/i.test(text);

/** Sends what is due, each delivery on its own; a failure waits and retries (lib/backoff). */
export async function sendDueNotifications(
  ctx: ServiceContext,
  { batch = 20 } = {},
): Promise<number> {
  await ctx.db.transaction((tx) => queue.queueOutcomes(tx, ctx.now));
  const due = await queue.leaseDueDeliveries(ctx.db, ctx.now, LEASE_SECONDS, batch);
  const bot = due.some((d) => d.channel === 'telegram') ? await findBot(ctx.db) : null;
  const token = bot ? unsealToken(ctx, bot) : null;
  let sent = 0;
  for (const delivery of due) {
    try {
      if (delivery.channel === 'push') {
        const outcome = await sendPush(ctx, delivery);
        if (outcome === 'gone') {
          await deleteSubscription(ctx.db, { id: delivery.pushSubscriptionId! });
          continue;
        }
        await queue.markDelivered(ctx.db, delivery.id, ctx.now);
      } else {
        const chat = await findChatById(ctx.db, delivery.telegramChatId!);
        if (!token || !chat || chat.role !== 'admin') {
          await queue.markDelivered(ctx.db, delivery.id, ctx.now, { closed: true });
          continue;
        }
        const api = telegramApi(ctx.config, token);
        if (delivery.kind === 'outcome') {
          await editToOutcome(ctx, api, delivery, chat.chatId);
          await queue.markDelivered(ctx.db, delivery.id, ctx.now);
        } else {
          await queue.markDelivered(
            ctx.db,
            delivery.id,
            ctx.now,
            await sendNewPurchase(ctx, api, delivery, chat.chatId),
          );
        }
      }
      sent += 1;
    } catch (err) {
      const text = safeErrorText(err, token ?? '\u0000');
      const giveUp = delivery.attempts >= MAX_ATTEMPTS || gone(text);
      const next = giveUp ? null : new Date(ctx.now.getTime() + retryDelayMs(delivery.attempts));
      await queue.markDeliveryFailed(ctx.db, delivery.id, text, next);
      ctx.log.warn(
        { deliveryId: delivery.id, channel: delivery.channel, attempts: delivery.attempts, giveUp },
        'notification send failed',
      );
    }
  }
  return sent;
}
