import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  ActiveSwitchAnswerSchema,
  ActiveSwitchSchema,
  SellerCreatedSchema,
  SellerInputSchema,
  SellerListSchema,
  SellerReportSchema,
  SellerSummarySchema,
  SellerTokenSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { sendDownload } from '../../lib/spreadsheet-reply';
import { exportSellers } from './sellers-export.service';
import {
  createSeller,
  listSellers,
  sellerReport,
  sellerSummary,
  updateSellerActive,
} from './sellers.service';

const tags = ['sellers'];

/** Sellers ('Vendedores', issue 29): the admin's table and each seller's page by secret link. */
const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sellers',
    { config: { access: 'admin' }, schema: { tags, response: { 200: SellerListSchema } } },
    async (request) => listSellers(serviceContext(request)),
  );

  app.post(
    '/sellers',
    {
      config: { access: 'admin' },
      schema: { tags, body: SellerInputSchema, response: { 201: SellerCreatedSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSeller(serviceContext(request), request.body)),
  );

  app.get(
    '/sellers/export',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Exporta los vendedores con sus ventas validadas por rifa (CSV o XLSX)',
        querystring: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
      },
    },
    async (request, reply) =>
      sendDownload(reply, await exportSellers(serviceContext(request), request.query)),
  );

  app.put(
    '/sellers/:id/active',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: ActiveSwitchSchema,
        response: { 200: ActiveSwitchAnswerSchema },
      },
    },
    async (request) =>
      updateSellerActive(serviceContext(request), { id: request.params.id, ...request.body }),
  );

  app.get(
    '/sellers/:id/summary',
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: SellerSummarySchema } },
    },
    async (request) => sellerSummary(serviceContext(request), request.params),
  );

  // The seller's own page: whoever holds the secret link sees it (no account).
  app.get(
    '/sellers/report/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ token: SellerTokenSchema }),
        response: { 200: SellerReportSchema },
      },
    },
    async (request) => sellerReport(serviceContext(request), request.params),
  );
};

export default sellersRoutes;
