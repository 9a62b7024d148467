import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BuyerPurchasesSchema,
  IdSchema,
  MyNumbersSchema,
  NumbersLookupInputSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { listMyNumbers, listUserPurchases, lookupPurchases } from './my-numbers.service';

const myNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimit } = app.config;

  // A guest's "Mis números": rate limited per address, so guessing pairs is slow.
  app.post(
    '/numbers/lookup',
    {
      config: {
        access: 'public',
        rateLimit: { max: rateLimit.lookupMax, timeWindow: rateLimit.windowSeconds * 1000 },
      },
      schema: {
        tags: ['numbers'],
        summary: 'Compras de un comprador por cédula y email o teléfono',
        body: NumbersLookupInputSchema,
        response: { 200: BuyerPurchasesSchema },
      },
    },
    async (request) => lookupPurchases(serviceContext(request), request.body),
  );

  app.get(
    '/my-numbers/purchases',
    {
      config: { access: 'user' },
      schema: { tags: ['numbers'], response: { 200: BuyerPurchasesSchema } },
    },
    async (request) => listUserPurchases(serviceContext(request)),
  );

  app.get(
    '/my-numbers',
    {
      config: { access: 'user' },
      schema: { tags: ['numbers'], response: { 200: MyNumbersSchema } },
    },
    async (request) => listMyNumbers(serviceContext(request)),
  );

  app.get(
    '/my-numbers/:raffleId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['numbers'],
        params: z.object({ raffleId: IdSchema }),
        response: { 200: MyNumbersSchema },
      },
    },
    async (request) => listMyNumbers(serviceContext(request), request.params),
  );
};

export default myNumbersRoutes;
