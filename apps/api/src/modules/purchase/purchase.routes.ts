import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  messages,
  NumberListSchema,
  PurchasePaymentSchema,
  PurchaseResultSchema,
  PurchaseStatusInputSchema,
  PurchaseStatusSchema,
  RECEIPT_MAX_BYTES,
  type PurchaseResult,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { carriesNoSolution, GuestChallengeHeadersSchema, guestChallengeGate } from '../challenge';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { withIdempotencyKey } from './purchase.idempotency';
import { purchaseNumbers, type PurchaseParts } from './purchase.service';
import { purchaseStatus } from './purchase.status';

/** The sender's e-mail cap counts per hour (PURCHASE_EMAILS_PER_SENDER_PER_HOUR). */
const HOUR_MS = 3_600_000;

const jsonPart = (schema: z.ZodType, description: string) =>
  z.string().meta({
    description,
    contentMediaType: 'application/json',
    contentSchema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
  });

/** The purchase form as OpenAPI shows it (a JSON body carries the same two fields, as JSON). */
const PurchaseFormDoc = z.object({
  numbers: jsonPart(NumberListSchema, 'JSON: los números elegidos'),
  payment: jsonPart(PurchasePaymentSchema, 'JSON: datos del comprador y del pago'),
  image: z
    .string()
    .meta({ format: 'binary', description: 'Comprobante (PNG, JPG o GIF)' })
    .optional(),
});

function parseJson(text: unknown, invalidText: string): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(invalidText);
  }
}

/**
 * Reads `numbers` (JSON list), `payment` (JSON) and the optional `image` of a
 * multipart purchase. A JSON body `{ numbers, payment }` is accepted too (no
 * receipt then), which scripts and the benchmark use.
 */
async function readPurchaseParts(request: FastifyRequest): Promise<PurchaseParts> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { numbers?: unknown; payment?: unknown };
    return {
      numbers: parseJson(body.numbers, messages.numbers.invalidList),
      payment: parseJson(body.payment, messages.purchase.invalidPayment),
      image: null,
    };
  }
  const { fields, file } = await readMultipartForm(request, {
    fileFields: ['image'],
    maxFileBytes: RECEIPT_MAX_BYTES,
    fileTooLargeText: messages.purchase.imageTooLarge,
  });
  return {
    numbers: parseJson(fields.numbers, messages.numbers.invalidList),
    payment: parseJson(fields.payment, messages.purchase.invalidPayment),
    image: file,
  };
}

const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimit } = app.config;

  app.post(
    '/raffles/:id/purchase',
    {
      // A few hundred bytes, under compress's 1 KB threshold: no compress hooks (ADR 098).
      compress: false,
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
      // Spent by the sale's statement; a replay of a committed purchase needs none (ADR 065, 100).
      const challenge = guestChallengeGate(app, request);
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
          challenge,
        },
        async (key) =>
          purchaseNumbers(ctx, {
            raffleId,
            parts,
            clientAddress: request.clientNetwork,
            key,
            challenge: challenge.ticket,
            // Spent once the purchase is valid, never by one refused for its content.
            spendBudget: () => app.spendRequestBudget(request),
            countEmail: () => app.countNetworkRequest(request, 'purchase-email', HOUR_MS),
          }),
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(outcome.statusCode as 201).send(outcome.body);
    },
  );

  // A POST, so the key and the guest id (secrets) stay out of URLs and access logs.
  app.post(
    '/raffles/:id/purchase/status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Si la compra enviada con esta Idempotency-Key quedó registrada (ADR 070)',
        params: IdParamsSchema,
        body: PurchaseStatusInputSchema,
        response: { 200: PurchaseStatusSchema },
      },
    },
    async (request) =>
      purchaseStatus(serviceContext(request), {
        ...request.body,
        raffleId: request.params.id,
        address: request.clientNetwork,
      }),
  );
};

export default purchaseRoutes;
