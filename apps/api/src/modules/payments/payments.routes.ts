import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkPaymentsInputSchema,
  BulkPaymentsResultSchema,
  CaptureQuerySchema,
  IdParamsSchema,
  PaymentListQuerySchema,
  PaymentExportQuerySchema,
  PaymentListSchema,
  PaymentReasonInputSchema,
  PaymentSchema,
  PaymentStatsSchema,
  PendingPaymentsCountSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { sendDownload } from '../../lib/spreadsheet-reply';
import { reviewPayments } from './payments-bulk.service';
import { exportPayments } from './payments-export.service';
import {
  getPayment,
  listPayments,
  paymentStats,
  pendingPaymentsCount,
  readCapture,
} from './payments.service';
import { refundPayment, rejectPayment, validatePayment } from './payments-review.service';

const tags = ['payments'];

/** Admin payments (docs/api.md Payments, docs/api.md). */
const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: PaymentListQuerySchema, response: { 200: PaymentListSchema } },
    },
    async (request) => listPayments(serviceContext(request), request.query),
  );

  // Every payment the list's filters and search keep, as a spreadsheet (docs/api.md Exports).
  app.get(
    '/payments/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Exporta los pagos filtrados (CSV o XLSX)',
        querystring: PaymentExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await exportPayments(serviceContext(request), request.query)),
  );

  app.post(
    '/payments/bulk',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Valida o rechaza varios pagos; cada uno en su propia transacción',
        body: BulkPaymentsInputSchema,
        response: { 200: BulkPaymentsResultSchema },
      },
    },
    async (request) => reviewPayments(serviceContext(request), request.body),
  );

  app.get(
    '/payments/stats/overview',
    { config: { access: 'admin' }, schema: { tags, response: { 200: PaymentStatsSchema } } },
    async (request) => paymentStats(serviceContext(request)),
  );

  // The admin menu's 'Pagos 12', kept current by polling (issue 40): one index-only count.
  app.get(
    '/payments/pending-count',
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: PendingPaymentsCountSchema } },
    },
    async (request) => pendingPaymentsCount(serviceContext(request)),
  );

  app.get(
    '/payments/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: PaymentSchema } },
    },
    async (request) => getPayment(serviceContext(request), request.params),
  );

  app.post(
    '/payments/:id/validate',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: PaymentSchema } },
    },
    async (request) => validatePayment(serviceContext(request), request.params),
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
    async (request) =>
      rejectPayment(serviceContext(request), { id: request.params.id, ...request.body }),
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
    async (request) =>
      refundPayment(serviceContext(request), { id: request.params.id, ...request.body }),
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
      const { body, contentType } = await readCapture(serviceContext(request), {
        id: request.params.id,
        ...request.query,
      });
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
