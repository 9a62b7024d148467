import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, PurchaseResultSchema, type PurchaseResult } from '@rifas/shared';
import { getStorage } from '../../lib/storage';
import { withIdempotencyKey } from './purchase.idempotency';
import { readPurchaseParts } from './purchase.multipart';
import { purchaseNumbers } from './purchase.service';

const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimit } = app.config;

  app.post(
    '/raffles/:id/purchase',
    {
      config: {
        access: 'public',
        rateLimit: { max: rateLimit.purchaseMax, timeWindow: rateLimit.windowSeconds * 1000 },
      },
      schema: {
        tags: ['payments'],
        summary: 'Compra: multipart con numbers (JSON), payment (JSON) e image opcional',
        params: IdParamsSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }).loose(),
        response: { 201: PurchaseResultSchema },
      },
    },
    async (request, reply) => {
      const raffleId = request.params.id;
      const now = app.clock();
      const parts = await readPurchaseParts(request);
      const outcome = await withIdempotencyKey<PurchaseResult>(
        app.db,
        {
          key: request.headers['idempotency-key'],
          // What makes two sends "the same purchase".
          request: {
            raffleId,
            numbers: parts.numbers,
            payment: parts.payment,
            image: parts.image ? createHash('sha256').update(parts.image).digest('hex') : null,
            user: request.user?.id ?? null,
          },
          now,
          statusCode: 201,
        },
        (keep) =>
          purchaseNumbers(
            {
              db: app.db,
              storage: getStorage(app.config.uploadDir),
              now,
              maxNumbersPerOrder: app.config.maxNumbersPerOrder,
              log: request.log,
            },
            { raffleId, parts, user: request.user, onCommit: keep },
          ),
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(outcome.statusCode as 201).send(outcome.body);
    },
  );
};

export default purchaseRoutes;
