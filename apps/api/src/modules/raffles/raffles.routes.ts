import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, RaffleListSchema, RaffleSchema } from '@rifas/shared';
import { serviceContext } from '../../context';
import { getRaffle, listRaffles, type RaffleListKind } from './raffles.service';
import { nextRaffleChange, serveCached } from '../public-cache';

const tags = ['raffles'];

const rafflesRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists: [string, RaffleListKind][] = [
    ['/raffles', 'all'],
    ['/raffles/active', 'active'],
    ['/raffles/past', 'past'],
  ];
  for (const [url, kind] of lists) {
    app.get(
      url,
      {
        compress: false, // served pre-compressed
        config: { access: 'public' },
        schema: { tags, response: { 200: RaffleListSchema } },
      },
      async (request, reply) =>
        serveCached(app, request, reply, {
          key: `raffles:${kind}`,
          tags: ['raffles', 'raffle-lists'],
          schema: RaffleListSchema,
          build: async (now) => {
            const ctx = { ...serviceContext(request), now };
            return {
              value: await listRaffles(ctx, { kind }),
              // Any raffle's draw or lapsing hold may move it between lists.
              validUntil: await nextRaffleChange(ctx, { raffleId: null }),
            };
          },
        }),
    );
  }

  app.get(
    '/raffles/:id',
    {
      compress: false, // served pre-compressed
      config: { access: 'public' },
      schema: { tags, params: IdParamsSchema, response: { 200: RaffleSchema } },
    },
    async (request, reply) => {
      const id = request.params.id;
      return serveCached(app, request, reply, {
        key: `raffle:${id}`,
        tags: ['raffles', `raffle:${id}`],
        schema: RaffleSchema,
        build: async (now) => {
          const ctx = { ...serviceContext(request), now };
          return {
            value: await getRaffle(ctx, { id }),
            validUntil: await nextRaffleChange(ctx, { raffleId: id }),
          };
        },
      });
    },
  );
};

export default rafflesRoutes;
