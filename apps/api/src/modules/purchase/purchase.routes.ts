import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, PurchaseResultSchema, type PurchaseResult } from '@rifas/shared';
import { serviceContext } from '../../context';
import {
  carriesNoSolution,
  GuestChallengeHeadersSchema,
  requireGuestChallenge,
} from '../challenge';
import { withIdempotencyKey } from './purchase.idempotency';
import { PurchaseFormDoc, readPurchaseParts } from './purchase.multipart';
import { purchaseNumbers } from './purchase.service';

const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimit } = app.config;

  app.post(
    '/raffles/:id/purchase',
    {
      config: {
        access: 'public',
        // Spent only by solved, well-formed purchases (plugins/request-budget.ts, ADR 048).
        budget: { name: 'purchase', max: rateLimit.purchaseMax, unsolved: carriesNoSolution },
      },
      schema: {
        tags: ['payments'],
        summary: 'Compra: multipart con numbers (JSON), payment (JSON) e image opcional',
        consumes: ['multipart/form-data', 'application/json'],
        formBody: PurchaseFormDoc,
        params: IdParamsSchema,
        headers: GuestChallengeHeadersSchema.extend({
          'idempotency-key': z.string().optional(),
        }).loose(),
        response: { 201: PurchaseResultSchema },
      },
    },
    async (request, reply) => {
      const raffleId = request.params.id;
      const ctx = serviceContext(request);
      const parts = await readPurchaseParts(request);
      const outcome = await withIdempotencyKey<PurchaseResult>(
        ctx,
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
          statusCode: 201,
        },
        // A replay of a committed purchase answers without a new challenge.
        async (keep) => {
          await requireGuestChallenge(app, request);
          await app.spendRequestBudget(request);
          return purchaseNumbers(ctx, {
            raffleId,
            parts,
            clientAddress: request.clientNetwork,
            keep,
          });
        },
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(outcome.statusCode as 201).send(outcome.body);
    },
  );
};

export default purchaseRoutes;
