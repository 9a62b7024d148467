import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, messages, PurchaseResultSchema } from '@rifas/shared';
import { badRequest, conflict, unprocessable } from '../../lib/errors';
import { getStorage } from '../../lib/storage';
import {
  claimKey,
  completeKey,
  IDEMPOTENCY_KEY_PATTERN,
  releaseKey,
  requestHash,
} from './purchase.idempotency';
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
      const key = request.headers['idempotency-key'];
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw badRequest(messages.purchase.invalidIdempotencyKey);
      }

      if (key !== undefined) {
        const hash = requestHash({
          raffleId,
          numbers: parts.numbers,
          payment: parts.payment,
          image: parts.image ? requestHash(parts.image.toString('base64')) : null,
          user: request.user?.id ?? null,
        });
        const claim = await claimKey(app.db, key, hash, now);
        if (claim.kind === 'mismatch') throw unprocessable(messages.purchase.idempotencyMismatch);
        if (claim.kind === 'running') throw conflict(messages.purchase.idempotencyInProgress);
        if (claim.kind === 'replay') {
          return reply
            .code(claim.statusCode as 201)
            .header('idempotent-replayed', 'true')
            .send(claim.response as z.infer<typeof PurchaseResultSchema>);
        }
      }

      try {
        const result = await purchaseNumbers(
          {
            db: app.db,
            storage: getStorage(app.config.uploadDir),
            now,
            maxNumbersPerOrder: app.config.maxNumbersPerOrder,
            log: request.log,
          },
          {
            raffleId,
            parts,
            user: request.user,
            ...(key !== undefined
              ? { onCommit: (tx, answer) => completeKey(tx, key, now, 201, answer, now) }
              : {}),
          },
        );
        return reply.code(201).send(result);
      } catch (err) {
        if (key !== undefined) await releaseKey(app.db, key, now);
        throw err;
      }
    },
  );
};

export default purchaseRoutes;
