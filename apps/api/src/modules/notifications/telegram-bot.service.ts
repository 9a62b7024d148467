import { createHash, randomBytes } from 'node:crypto';
import type { TelegramBotInput, TelegramLink, TelegramStatus } from '@rifas/shared';
import { messages } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { signedIn } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { telegramApi } from './telegram-api';
import * as repo from './telegram.repository';
import { sealToken, unsealToken, webhookSecret } from './telegram-token';

const m = messages.notifications;
const LINK_MINUTES = 10;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** The webhook's address when the shop is served over https (ADR 075); polling otherwise. */
export function webhookUrl(ctx: Pick<ServiceContext, 'config'>): string | null {
  return ctx.config.publicUrl.startsWith('https://')
    ? `${ctx.config.publicUrl}/api/telegram/webhook`
    : null;
}

/**
 * PUT /notifications/telegram: the token is checked with getMe, then stored
 * sealed (lib/sealed.ts); the webhook is set when the shop is on https, else
 * removed so getUpdates may poll. The token is never answered or logged.
 */
export async function saveTelegramBot(
  ctx: ServiceContext,
  { bot_token }: TelegramBotInput,
): Promise<{ bot_username: string }> {
  const actor = signedIn(ctx);
  const api = telegramApi(ctx.config, bot_token);
  let username: string;
  try {
    username = (await api.getMe()).username;
  } catch {
    throw badRequest(m.botTokenInvalid);
  }
  const url = webhookUrl(ctx);
  try {
    if (url) {
      await api.setWebhook(url, {
        secret_token: webhookSecret(ctx.config.appSecret, bot_token),
        allowed_updates: ['message', 'callback_query'],
      });
    } else {
      await api.deleteWebhook();
    }
  } catch {
    throw badRequest(m.botTokenInvalid);
  }
  await ctx.db.transaction(async (tx) => {
    await repo.saveBot(
      tx,
      { tokenSealed: sealToken(ctx, bot_token), botUsername: username },
      ctx.now,
    );
    await recordAudit(tx, {
      actor,
      action: 'telegram.bot.save',
      entity: 'telegram_bot',
      details: { bot_username: username },
    });
  });
  return { bot_username: username };
}

export async function removeTelegramBot(ctx: ServiceContext): Promise<void> {
  const actor = signedIn(ctx);
  const bot = await repo.findBot(ctx.db);
  if (!bot) return;
  const token = unsealToken(ctx, bot);
  // Best effort: a bot whose token was revoked cannot be told anything.
  if (token)
    await telegramApi(ctx.config, token)
      .deleteWebhook()
      .catch(() => undefined);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteBot(tx);
    await recordAudit(tx, { actor, action: 'telegram.bot.remove', entity: 'telegram_bot' });
  });
}

export async function telegramStatus(ctx: ServiceContext): Promise<TelegramStatus> {
  const [bot, chats] = await Promise.all([repo.findBot(ctx.db), repo.listChats(ctx.db)]);
  return {
    bot_username: bot?.botUsername ?? null,
    chats: chats.map((c) => ({
      id: c.id,
      admin_email: c.email,
      linked_at: c.linkedAt.toISOString(),
    })),
  };
}

/** 'Vincular mi Telegram': a one-time code for the signed-in admin, valid 10 minutes. */
export async function createTelegramLink(ctx: ServiceContext): Promise<TelegramLink> {
  const actor = signedIn(ctx);
  const bot = await repo.findBot(ctx.db);
  if (!bot) throw conflict(m.botMissing);
  const code = randomBytes(18).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + LINK_MINUTES * 60_000);
  await repo.insertLinkCode(ctx.db, { codeHash: hashCode(code), userId: actor.id, expiresAt });
  return {
    code,
    url: `https://t.me/${bot.botUsername}?start=${code}`,
    expires_at: expiresAt.toISOString(),
  };
}

export async function unlinkTelegramChat(ctx: ServiceContext, { id }: { id: number }) {
  const actor = signedIn(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteChat(tx, id))) throw notFound(m.chatNotFound);
    await recordAudit(tx, {
      actor,
      action: 'telegram.chat.unlink',
      entity: 'telegram_chat',
      entityId: id,
    });
  });
}
