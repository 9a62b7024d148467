import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Update } from 'grammy/types';
import {
  IdParamsSchema,
  PushKeySchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeInputSchema,
  TelegramBotInputSchema,
  TelegramBotSchema,
  TelegramLinkSchema,
  TelegramStatusSchema,
} from '@rifas/shared';
import { z } from 'zod';
import { serviceContext } from '../../context';
import { pushKey, subscribePush, unsubscribePush } from './push.service';
import {
  createTelegramLink,
  removeTelegramBot,
  saveTelegramBot,
  telegramStatus,
  unlinkTelegramChat,
} from './telegram-bot.service';
import { receiveWebhook } from './telegram-updates.service';

const tags = ['notifications'];
const admin = { access: 'admin' as const };

/** Avisos (issue 40): the Telegram bot and its chats, and this browser's Web Push. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/telegram',
    { config: admin, schema: { tags, response: { 200: TelegramStatusSchema } } },
    async (request) => telegramStatus(serviceContext(request)),
  );

  app.put(
    '/notifications/telegram',
    {
      config: admin,
      schema: { tags, body: TelegramBotInputSchema, response: { 200: TelegramBotSchema } },
    },
    async (request) => saveTelegramBot(serviceContext(request), request.body),
  );

  app.delete(
    '/notifications/telegram',
    { config: admin, schema: { tags } },
    async (request, reply) => {
      await removeTelegramBot(serviceContext(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/notifications/telegram/link',
    { config: admin, schema: { tags, response: { 201: TelegramLinkSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createTelegramLink(serviceContext(request))),
  );

  app.delete(
    '/notifications/telegram/chats/:id',
    { config: admin, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await unlinkTelegramChat(serviceContext(request), request.params);
      return reply.code(204).send();
    },
  );

  // Telegram's own call (ADR 075): public, proven by its secret-token header.
  app.post(
    '/telegram/webhook',
    {
      config: { access: 'public' },
      schema: { tags, body: z.looseObject({ update_id: z.number().int() }) },
    },
    async (request) => {
      await receiveWebhook(serviceContext(request), {
        secret: request.headers['x-telegram-bot-api-secret-token'] as string | undefined,
        update: request.body as unknown as Update,
      });
      return { ok: true };
    },
  );

  app.get(
    '/push/key',
    { config: admin, schema: { tags, response: { 200: PushKeySchema } } },
    async (request) => pushKey(serviceContext(request)),
  );

  app.post(
    '/push/subscriptions',
    { config: admin, schema: { tags, body: PushSubscriptionInputSchema } },
    async (request, reply) => {
      await subscribePush(serviceContext(request), request.body);
      return reply.code(201).send({ ok: true });
    },
  );

  app.delete(
    '/push/subscriptions',
    { config: admin, schema: { tags, body: PushUnsubscribeInputSchema } },
    async (request, reply) => {
      await unsubscribePush(serviceContext(request), request.body);
      return reply.code(204).send();
    },
  );
};

export default notificationsRoutes;
