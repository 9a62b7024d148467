import { timingSafeEqual } from 'node:crypto';
import type { Update } from 'grammy/types';
import { format, messages } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { withSessionLock } from '../../db/advisory-lock';
import { forbidden } from '../../lib/errors';
import { shopIdentity } from '../mail';
import { handleTap, rejectWithReason } from './telegram-review';
import { safeErrorText, telegramApi } from './telegram-api';
import { hashCode } from './telegram-bot.service';
import * as repo from './telegram.repository';
import { unsealToken, webhookSecret } from './telegram-token';
import type { Api } from 'grammy';

const m = messages.notifications;

/** `/start <code>` from 'Vincular mi Telegram': links the chat, or says why not. */
async function linkByCode(ctx: ServiceContext, api: Api, chatId: number, code: string) {
  const answer = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockLinkCode(tx, hashCode(code));
    if (!row) return m.linkUnknown;
    if (row.usedAt) return m.linkUsed;
    if (row.expiresAt.getTime() <= ctx.now.getTime()) return m.linkExpired;
    await repo.spendLinkCode(tx, row.codeHash, ctx.now);
    await repo.linkChat(tx, chatId, row.userId, ctx.now);
    return null;
  });
  const text = answer ?? format(m.linked, { shop: (await shopIdentity(ctx)).name });
  await api.sendMessage(chatId, text);
}

/**
 * One update from Telegram (polled or by webhook). A chat that never linked is
 * ignored, except for its `/start <code>`; everything else acts only for a chat
 * of an account that is an admin now (telegram-review.ts).
 */
export async function handleTelegramUpdate(ctx: ServiceContext, api: Api, update: Update) {
  const message = update.message;
  if (message?.text !== undefined && message.chat.type === 'private') {
    const start = /^\/start(?:@\w+)?\s+([A-Za-z0-9_-]{1,64})$/.exec(message.text.trim());
    if (start) return linkByCode(ctx, api, message.chat.id, start[1]!);
    const chat = await repo.findChat(ctx.db, message.chat.id);
    if (chat?.awaitingReasonFor != null) {
      return rejectWithReason(ctx, api, chat, message.text);
    }
    return;
  }
  const query = update.callback_query;
  if (query?.data !== undefined && query.message) {
    const chat = await repo.findChat(ctx.db, query.message.chat.id);
    if (!chat) return;
    return handleTap(ctx, api, chat, query);
  }
}

/** The bot's API client, or null when the shop has no bot (or its token cannot be read). */
export async function botApi(ctx: ServiceContext) {
  const bot = await repo.findBot(ctx.db);
  const token = bot && unsealToken(ctx, bot);
  return bot && token ? { bot, token, api: telegramApi(ctx.config, token) } : null;
}

/** POST /api/telegram/webhook: Telegram's secret-token header must match (ADR 075). */
export async function receiveWebhook(
  ctx: ServiceContext,
  { secret, update }: { secret: string | undefined; update: Update },
) {
  const bot = await botApi(ctx);
  const expected = bot ? Buffer.from(webhookSecret(ctx.config.appSecret, bot.token)) : null;
  const given = Buffer.from(secret ?? '');
  if (!bot || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw forbidden();
  }
  try {
    await handleTelegramUpdate(ctx, bot.api, update);
  } catch (err) {
    // Answered 200 all the same: Telegram would resend it; the token never reaches a log.
    ctx.log.warn({ error: safeErrorText(err, bot.token) }, 'telegram update failed');
  }
}

// One poller across instances (ADR 075): a session advisory lock, released when
// its holder's connection ends; the others retry every POLL_EVERY_MS (a dead holder is replaced within seconds).
const POLLER_LOCK = '727005';
export const POLL_EVERY_MS = 2_000;

/**
 * One long poll (getUpdates, up to `timeoutSeconds`) under the poller lock;
 * each update handled once, the offset stored after it. Null when another
 * instance polls, when there is no bot, or when the shop uses the webhook.
 */
export async function pollTelegramUpdates(
  ctx: ServiceContext,
  { timeoutSeconds = 25 }: { timeoutSeconds?: number } = {},
): Promise<number | null> {
  if (ctx.config.publicUrl.startsWith('https://')) return null;
  return withSessionLock(ctx.database, POLLER_LOCK, async () => {
    const bot = await botApi(ctx);
    if (!bot) return null;
    let updates: Update[];
    try {
      updates = await bot.api.getUpdates({
        offset: bot.bot.updateOffset,
        timeout: timeoutSeconds,
        allowed_updates: ['message', 'callback_query'],
      });
    } catch (err) {
      // A failed request's text carries its URL, and the URL the token: only the safe text.
      ctx.log.warn({ error: safeErrorText(err, bot.token) }, 'telegram getUpdates failed');
      return 0;
    }
    for (const update of updates) {
      try {
        await handleTelegramUpdate(ctx, bot.api, update);
      } catch (err) {
        // One bad update must not stop the others; nothing of it is logged but its id.
        ctx.log.warn(
          { updateId: update.update_id, error: safeErrorText(err, bot.token) },
          'telegram update failed',
        );
      }
      await repo.advanceUpdateOffset(ctx.db, update.update_id + 1);
    }
    return updates.length;
  });
}
