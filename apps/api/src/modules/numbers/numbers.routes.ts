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
import { findNumbersTag, getNumbers, releaseNumbers, reserveNumbers } from './numbers.service';

/** True when the client's cached copy (If-None-Match) is still the current one. */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

const numbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimit } = app.config;
  const holdLimit = { max: rateLimit.reserveMax, timeWindow: rateLimit.windowSeconds * 1000 };

  app.get(
    '/raffles/:id/numbers',
    {
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
      const numbersFormat = request.query.format ?? 'plain';
      const now = app.clock();
      const { header, etag } = await findNumbersTag(
        app.db,
        request.params.id,
        request.user,
        now,
        numbersFormat,
      );
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return getNumbers(app.db, header, now, numbersFormat);
    },
  );

  const deps = () => ({
    db: app.db,
    now: app.clock(),
    holdMinutes: app.config.holdMinutes,
    maxNumbersPerOrder: app.config.maxNumbersPerOrder,
  });

  app.post(
    '/raffles/:id/reserve',
    {
      config: { access: 'public', rateLimit: holdLimit },
      schema: {
        tags: ['numbers'],
        params: IdParamsSchema,
        body: ReserveInputSchema,
        response: { 200: ReserveResultSchema },
      },
    },
    async (request) => reserveNumbers(deps(), request.params.id, request.body, request.user),
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
    async (request) => releaseNumbers(deps(), request.params.id, request.body, request.user),
  );
};

export default numbersRoutes;
