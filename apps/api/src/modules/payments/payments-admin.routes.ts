import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CaptureQuerySchema,
  IdParamsSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentReasonInputSchema,
  PaymentSchema,
  PaymentStatsSchema,
} from '@rifas/shared';
import { getStorage } from '../../lib/storage';
import {
  getPayment,
  listPayments,
  paymentStats,
  readCapture,
  refundPayment,
  rejectPayment,
  validatePayment,
} from './payments-admin.service';

const tags = ['payments'];

/** Admin payments (SPEC §7 Payments, DESIGN §10). */
const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest) => ({
    db: app.db,
    now: app.clock(),
    actor: request.user ? { id: request.user.id, email: request.user.email } : null,
    appSecret: app.config.appSecret,
  });

  app.get(
    '/payments',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: PaymentListQuerySchema, response: { 200: PaymentListSchema } },
    },
    async (request) => listPayments(deps(request), request.query),
  );

  app.get(
    '/payments/stats/overview',
    { config: { access: 'admin' }, schema: { tags, response: { 200: PaymentStatsSchema } } },
    async () => paymentStats(app.db),
  );

  app.get(
    '/payments/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: PaymentSchema } },
    },
    async (request) => getPayment(deps(request), request.params.id),
  );

  app.post(
    '/payments/:id/validate',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: PaymentSchema } },
    },
    async (request) => validatePayment(deps(request), request.params.id),
  );

  app.post(
    '/payments/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: PaymentReasonInputSchema,
        response: { 200: PaymentSchema },
      },
    },
    async (request) => rejectPayment(deps(request), request.params.id, request.body.reason),
  );

  app.post(
    '/payments/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: PaymentReasonInputSchema,
        response: { 200: PaymentSchema },
      },
    },
    async (request) => refundPayment(deps(request), request.params.id, request.body.reason),
  );

  // Public on purpose: an <img> cannot send the bearer token. The HMAC signature
  // with an expiry (made only for admins by the list) is the authorisation.
  app.get(
    '/payments/:id/capture',
    {
      config: { access: 'public' },
      schema: { tags, params: IdParamsSchema, querystring: CaptureQuerySchema },
    },
    async (request, reply) => {
      const { body, contentType } = await readCapture(
        {
          db: app.db,
          storage: getStorage(app.config.uploadDir),
          appSecret: app.config.appSecret,
          now: app.clock(),
        },
        request.params.id,
        request.query,
      );
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=600')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};

export default paymentsAdminRoutes;
