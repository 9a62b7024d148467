import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AdminReleaseResultSchema,
  IdParamsSchema,
  ReleaseExpiredInputSchema,
  ReleasePreviewQuerySchema,
  ReleaseSpecificInputSchema,
  ReservedNumberListSchema,
} from '@rifas/shared';
import { listReservedNumbers, releaseExpired, releaseSpecific } from './reserved-numbers.service';

const tags = ['reserved-numbers'];

/** Reserved numbers of a raffle and the admin's release actions (SPEC §7 Raffles). */
const reservedNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    actor: request.user ? { id: request.user.id, email: request.user.email } : null,
  });

  app.get(
    '/raffles/:id/reserved-numbers',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: ReservedNumberListSchema } },
    },
    async (request) => listReservedNumbers(app.db, request.params.id, app.clock()),
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
      releaseSpecific(
        deps(request),
        request.params.id,
        request.body.numbers,
        request.query.preview,
      ),
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
      releaseExpired(
        deps(request),
        request.params.id,
        request.body.expirationHours,
        request.query.preview,
      ),
  );
};

export default reservedNumbersRoutes;
