import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReleaseResultSchema,
  IdParamsSchema,
  ReleaseExpiredInputSchema,
  ReleasePreviewQuerySchema,
  ReleaseSpecificInputSchema,
  ReservedNumberListSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { listReservedNumbers, releaseExpired, releaseSpecific } from './reserved-numbers.service';

const tags = ['reserved-numbers'];

/** Reserved numbers of a raffle and the admin's release actions (docs/api.md Raffles). */
const reservedNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/raffles/:id/reserved-numbers',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: ReservedNumberListSchema } },
    },
    async (request) =>
      listReservedNumbers(serviceContext(request), { raffleId: request.params.id }),
  );

  app.post(
    '/raffles/:id/release-specific',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ReleasePreviewQuerySchema,
        body: ReleaseSpecificInputSchema,
        response: { 200: AdminReleaseResultSchema },
      },
    },
    async (request) =>
      releaseSpecific(serviceContext(request), {
        raffleId: request.params.id,
        ...request.body,
        ...request.query,
      }),
  );

  app.post(
    '/raffles/:id/release-expired',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ReleasePreviewQuerySchema,
        body: ReleaseExpiredInputSchema,
        response: { 200: AdminReleaseResultSchema },
      },
    },
    async (request) =>
      releaseExpired(serviceContext(request), {
        raffleId: request.params.id,
        ...request.body,
        ...request.query,
      }),
  );
};

export default reservedNumbersRoutes;
