import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExchangeRateListSchema,
  IdParamsSchema,
  MonedaInputSchema,
  MonedaListQuerySchema,
  MonedaListSchema,
  MonedaSchema,
  MonedaStatsSchema,
} from '@rifas/shared';
import { z } from 'zod';
import type { AuditActor } from '../audit/audit.service';
import * as service from './currencies.service';
import type { MonedaRow } from './currencies.repository';
import { listPublicRates, refreshMonedaRate } from './rates.service';

const tags = ['currencies'];
const admin = { access: 'admin' as const };

const currenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Until plugins/error-handler.ts maps zod issues itself (see the helper).
  // Fetches started by a save: the answer never waits for the source; close() waits for them.
  const inFlight = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  /** Fire and record: fetch a saved currency's rate now instead of at the next refresh. */
  function refreshSoon(row: MonedaRow) {
    // Background work is off in tests (runJobs) unless a test turns it on.
    if (!app.config.runJobs || row.estatus === 'no') return;
    const job = refreshMonedaRate(app.db, row, {
      allowPrivate: app.config.allowPrivateRateUrls,
      clock: app.clock,
    })
      .catch((err: unknown) =>
        app.log.warn({ err, moneda: row.id }, 'rate fetch after save failed'),
      )
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  }

  const actorOf = (user: { id: number; email: string } | null): AuditActor =>
    user ? { id: user.id, email: user.email } : null;

  app.get(
    '/monedas/rates',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: ExchangeRateListSchema } },
    },
    async () => listPublicRates(app.db, app.clock(), app.config.ratesRefreshSeconds),
  );

  app.get(
    '/monedas',
    {
      config: admin,
      schema: { tags, querystring: MonedaListQuerySchema, response: { 200: MonedaListSchema } },
    },
    async (request) => service.listMonedas(app.db, request.query),
  );

  app.get(
    '/monedas/all',
    { config: admin, schema: { tags, response: { 200: z.array(MonedaSchema) } } },
    async () => service.listAllMonedas(app.db),
  );

  app.get(
    '/monedas/stats/overview',
    { config: admin, schema: { tags, response: { 200: MonedaStatsSchema } } },
    async () => service.getMonedaStats(app.db),
  );

  app.get(
    '/monedas/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: MonedaSchema } } },
    async (request) => service.getMoneda(app.db, request.params.id),
  );

  app.post(
    '/monedas',
    {
      config: admin,
      schema: { tags, body: MonedaInputSchema, response: { 201: MonedaSchema } },
    },
    async (request, reply) => {
      const row = await service.createMoneda(app.db, request.body, actorOf(request.user));
      refreshSoon(row);
      return reply.status(201).send(service.presentMoneda(row));
    },
  );

  app.put(
    '/monedas/:id',
    {
      config: admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: MonedaInputSchema,
        response: { 200: MonedaSchema },
      },
    },
    async (request) => {
      const row = await service.updateMoneda(
        app.db,
        request.params.id,
        request.body,
        actorOf(request.user),
        app.clock(),
      );
      refreshSoon(row);
      return service.presentMoneda(row);
    },
  );

  app.delete(
    '/monedas/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: MonedaSchema } } },
    async (request) => {
      const row = await service.deactivateMoneda(
        app.db,
        request.params.id,
        actorOf(request.user),
        app.clock(),
      );
      return service.presentMoneda(row);
    },
  );
};

export default currenciesRoutes;
