import { Api } from 'grammy';
import type { Config } from '../../config';

/** grammY's Bot API client on TELEGRAM_API_ROOT (Telegram, a self-hosted server, a test's). */
export function telegramApi(config: Pick<Config, 'telegramApiRoot'>, token: string): Api {
  // getUpdates waits up to 25 s (telegram-updates.service.ts); every other call is short.
  return new Api(token, { apiRoot: config.telegramApiRoot, timeoutSeconds: 40 });
}

/**
 * An error's text without the token: a failed request's message carries the
 * URL, and the URL carries the token (…/bot<token>/sendPhoto).
 */
export function safeErrorText(err: unknown, token: string): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.split(token).join('[redactado]').slice(0, 500);
}
