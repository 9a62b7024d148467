import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../context';
import { serveCached } from '../public-cache';
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
  app.get(
    '/payment-methods',
    {
      compress: false, // served pre-compressed
      config: { access: 'public' },
      schema: {
        tags,
        querystring: PaymentMethodListQuerySchema,
        response: { 200: PaymentMethodListSchema },
      },
    },
    // ?all=1 is honoured for admins only; everyone else gets the active methods.
    async (request, reply) =>
      serveCached(app, request, reply, {
        key: 'payment-methods',
        tags: ['payment-methods'],
        schema: PaymentMethodListSchema,
        build: async () => ({
          value: await listPaymentMethods(serviceContext(request), request.query),
          validUntil: null,
        }),
      }),
  );

  app.get(
    '/payment-methods/:id',
    {
      config: { access: 'public' },
      schema: { tags, params: IdParamsSchema, response: { 200: PaymentMethodSchema } },
    },
    async (request) => getPaymentMethod(serviceContext(request), request.params),
  );

  app.post(
    '/payment-methods',
    {
      config: { access: 'admin' },
      schema: { tags, body: PaymentMethodInputSchema, response: { 201: PaymentMethodSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPaymentMethod(serviceContext(request), request.body)),
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
      updatePaymentMethod(serviceContext(request), { id: request.params.id, ...request.body }),
  );

  app.delete(
    '/payment-methods/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: DeleteResultSchema } },
    },
    async (request) => {
      await deletePaymentMethod(serviceContext(request), request.params);
      return { success: true as const, message: messages.paymentMethods.deleted };
    },
  );
};

export default paymentMethodsRoutes;
