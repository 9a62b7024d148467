import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MyNumbersSchema } from '@rifas/shared';
import { listMyNumbers } from './my-numbers.service';

const myNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-numbers',
    {
      config: { access: 'user' },
      schema: { tags: ['numbers'], response: { 200: MyNumbersSchema } },
    },
    async (request) => listMyNumbers(app.db, request.user!.id),
  );

  app.get(
    '/my-numbers/:raffleId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['numbers'],
        params: z.object({ raffleId: z.coerce.number().int().positive() }),
        response: { 200: MyNumbersSchema },
      },
    },
    async (request) => listMyNumbers(app.db, request.user!.id, request.params.raffleId),
  );
};

export default myNumbersRoutes;
