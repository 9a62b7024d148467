import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IdParamsSchema,
  messages,
  PaymentMethodInputSchema,
  PaymentMethodListQuerySchema,
  PaymentMethodListSchema,
  PaymentMethodSchema,
} from '@rifas/shared';
import {
  createPaymentMethod,
  deletePaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
} from './payment-methods.service';

const tags = ['payment-methods'];
const DeleteResultSchema = z.object({ success: z.literal(true), message: z.string() });

const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest) =>
    request.user ? { id: request.user.id, email: request.user.email } : null;
  const isAdmin = (request: FastifyRequest) => request.user?.role === 'admin';

  app.get(
    '/payment-methods',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: PaymentMethodListQuerySchema,
        response: { 200: PaymentMethodListSchema },
      },
    },
    // ?all=1 is honoured for admins only; everyone else gets the active methods.
    async (request) => listPaymentMethods(app.db, { all: request.query.all && isAdmin(request) }),
  );

  app.get(
    '/payment-methods/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: IdParamsSchema, response: { 200: PaymentMethodSchema } },
    },
    async (request) => getPaymentMethod(app.db, request.params.id, { isAdmin: isAdmin(request) }),
  );

  app.post(
    '/payment-methods',
    {
      config: { access: 'admin' },
      schema: { tags, body: PaymentMethodInputSchema, response: { 201: PaymentMethodSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPaymentMethod(app.db, request.body, actor(request))),
  );

  app.put(
    '/payment-methods/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: PaymentMethodInputSchema,
        response: { 200: PaymentMethodSchema },
      },
    },
    async (request) =>
      updatePaymentMethod(app.db, request.params.id, request.body, actor(request), app.clock()),
  );

  app.delete(
    '/payment-methods/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeleteResultSchema } },
    },
    async (request) => {
      await deletePaymentMethod(app.db, request.params.id, actor(request));
      return { success: true as const, message: messages.paymentMethods.deleted };
    },
  );
};

export default paymentMethodsRoutes;
