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
  // A guest's "Mis números": misses are throttled per cédula and network, so
  // guessing pairs is slow and a neighbour's misses never refuse another cédula (ADR 048).
  app.post(
    '/numbers/lookup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['numbers'],
        summary: 'Compras de un comprador por cédula y email o teléfono',
        body: NumbersLookupInputSchema,
        response: { 200: BuyerPurchasesSchema },
      },
    },
    async (request) =>
      lookupPurchases(serviceContext(request), {
        ...request.body,
        address: request.clientNetwork,
      }),
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
