import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  NumbersQuerySchema,
  RaffleNumbersBitmapSchema,
  RaffleNumbersSchema,
  ReleaseInputSchema,
  ReleaseResultSchema,
  ReserveInputSchema,
  ReserveResultSchema,
} from '@rifas/shared';
import { nextRaffleChange, serveCached } from '../public-cache';
import { carriesNoSolution, GuestChallengeHeadersSchema, guestChallengeTicket } from '../challenge';
import { serviceContext } from '../../context';
import { getNumbers, releaseNumbers, reserveNumbers } from './numbers.service';

const numbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimit } = app.config;
  const holdLimit = { max: rateLimit.reserveMax, timeWindow: rateLimit.windowSeconds * 1000 };

  app.get(
    '/raffles/:id/numbers',
    {
      compress: false, // served pre-compressed
      config: { access: 'public' },
      schema: {
        tags: ['numbers'],
        params: IdParamsSchema,
        querystring: NumbersQuerySchema,
        response: {
          200: z.union([RaffleNumbersBitmapSchema, RaffleNumbersSchema]),
          304: z.null().describe('Sin cambios desde el ETag enviado'),
        },
      },
    },
    async (request, reply) => {
      const raffleId = request.params.id;
      const numbersFormat = request.query.format ?? 'plain';
      return serveCached(app, request, reply, {
        key: `numbers:${raffleId}:${numbersFormat}`,
        tags: ['raffles', `raffle:${raffleId}`],
        schema: numbersFormat === 'bitmap' ? RaffleNumbersBitmapSchema : RaffleNumbersSchema,
        build: async (now) => {
          const ctx = { ...serviceContext(request), now };
          return {
            value: await getNumbers(ctx, { raffleId, format: numbersFormat }),
            validUntil: await nextRaffleChange(ctx, { raffleId }),
          };
        },
      });
    },
  );

  app.post(
    '/raffles/:id/reserve',
    {
      // A few hundred bytes, under compress's 1 KB threshold: no compress hooks (ADR 098).
      compress: false,
      config: {
        access: 'public',
        // Spent only by solved, well-formed holds (plugins/request-budget.ts, ADR 048).
        budget: { name: 'hold', max: rateLimit.reserveMax, unsolved: carriesNoSolution },
      },
      schema: {
        tags: ['numbers'],
        params: IdParamsSchema,
        headers: GuestChallengeHeadersSchema,
        body: ReserveInputSchema,
        response: { 200: ReserveResultSchema },
      },
    },
    async (request) => {
      // Checked here, spent by the hold's own statement (ADR 065).
      const challenge = guestChallengeTicket(app, request);
      await app.spendRequestBudget(request);
      return reserveNumbers(serviceContext(request), {
        raffleId: request.params.id,
        ...request.body,
        clientAddress: request.clientNetwork,
        clientDelegation: request.clientDelegation,
        challenge,
      });
    },
  );

  app.post(
    '/raffles/:id/release',
    {
      config: { access: 'public', rateLimit: holdLimit },
      schema: {
        tags: ['numbers'],
        params: IdParamsSchema,
        body: ReleaseInputSchema,
        response: { 200: ReleaseResultSchema },
      },
    },
    async (request) =>
      releaseNumbers(serviceContext(request), { raffleId: request.params.id, ...request.body }),
  );
};

export default numbersRoutes;
