import { createHmac } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { seal, unseal } from '../../lib/sealed';
import type { BotRow } from './telegram.repository';

export const sealToken = (ctx: Pick<ServiceContext, 'config'>, token: string) =>
  seal(ctx.config.appSecret, token);

/** The bot's token, or null when it was sealed under another APP_SECRET. */
export const unsealToken = (ctx: Pick<ServiceContext, 'config'>, bot: BotRow) =>
  unseal(ctx.config.appSecret, bot.tokenSealed);

/**
 * The webhook's secret-token header (ADR 075): an HMAC of the bot's token under
 * APP_SECRET, so it changes with the bot and needs no column of its own.
 */
export function webhookSecret(appSecret: string, token: string): string {
  return createHmac('sha256', appSecret).update(`telegram-webhook:${token}`).digest('base64url');
}
