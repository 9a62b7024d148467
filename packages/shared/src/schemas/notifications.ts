import { z } from './zod';
import { messages } from '../messages';
import { text } from './text';

const m = messages.notifications;

/** PUT /notifications/telegram (admin): the token @BotFather gave. */
export const TelegramBotInputSchema = z.object({
  bot_token: text({ error: m.botTokenRequired })
    .trim()
    .min(1, m.botTokenRequired)
    .max(200, m.botTokenInvalid)
    .regex(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/, m.botTokenInvalid),
});
export type TelegramBotInput = z.infer<typeof TelegramBotInputSchema>;

export const TelegramBotSchema = z.object({ bot_username: z.string() });

/** POST /notifications/telegram/link: a one-time link, valid 10 minutes. */
export const TelegramLinkSchema = z.object({
  code: z.string(),
  url: z.string(),
  expires_at: z.string(),
});
export type TelegramLink = z.infer<typeof TelegramLinkSchema>;

/** GET /notifications/telegram: the bot (null when none) and the linked chats. */
export const TelegramStatusSchema = z.object({
  bot_username: z.string().nullable(),
  chats: z.array(
    z.object({ id: z.number().int(), admin_email: z.string(), linked_at: z.string() }),
  ),
});
export type TelegramStatus = z.infer<typeof TelegramStatusSchema>;

/** GET /push/key: the VAPID public key a browser subscribes with. */
export const PushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** Base64url of exactly `bytes` bytes (a P-256 point is 65, the auth secret 16). */
const base64url = (bytes: number) =>
  text({ error: m.pushKeysInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, m.pushKeysInvalid)
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, m.pushKeysInvalid);

const endpoint = text({ error: m.pushEndpointInvalid })
  .trim()
  .max(2000, m.pushEndpointInvalid)
  .pipe(z.url({ protocol: /^https?$/, error: m.pushEndpointInvalid }));

/** POST /push/subscriptions: what PushSubscription.toJSON() gives, tied to the admin. */
export const PushSubscriptionInputSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: m.pushKeysInvalid }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** DELETE /push/subscriptions. */
export const PushUnsubscribeInputSchema = z.object({ endpoint });
