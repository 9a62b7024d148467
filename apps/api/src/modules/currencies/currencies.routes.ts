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
import { serviceContext } from '../../context';
import * as service from './currencies.service';
import { serveCached } from '../public-cache';
import { nextStaleAt } from './rate-staleness';
import { listPublicRates } from './rates.service';

const tags = ['currencies'];
const admin = { access: 'admin' as const };

const currenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/monedas/rates',
    {
      compress: false, // served pre-compressed
      config: { access: 'public' },
      schema: { tags, response: { 200: ExchangeRateListSchema } },
    },
    async (request, reply) =>
      serveCached(app, request, reply, {
        key: 'rates',
        tags: ['rates'],
        schema: ExchangeRateListSchema,
        build: async (now) => {
          const rates = await listPublicRates({ ...serviceContext(request), now });
          return { value: rates, validUntil: nextStaleAt(rates, app.config.ratesRefreshSeconds) };
        },
      }),
  );

  app.get(
    '/monedas',
    {
      config: admin,
      schema: { tags, querystring: MonedaListQuerySchema, response: { 200: MonedaListSchema } },
    },
    async (request) => service.listMonedas(serviceContext(request), request.query),
  );

  app.get(
    '/monedas/all',
    { config: admin, schema: { tags, response: { 200: z.array(MonedaSchema) } } },
    async (request) => service.listAllMonedas(serviceContext(request)),
  );

  app.get(
    '/monedas/stats/overview',
    { config: admin, schema: { tags, response: { 200: MonedaStatsSchema } } },
    async (request) => service.getMonedaStats(serviceContext(request)),
  );

  app.get(
    '/monedas/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: MonedaSchema } } },
    async (request) => service.getMoneda(serviceContext(request), request.params),
  );

  app.post(
    '/monedas',
    {
      config: admin,
      schema: { tags, body: MonedaInputSchema, response: { 201: MonedaSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createMoneda(serviceContext(request), request.body)),
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
    async (request) =>
      service.updateMoneda(serviceContext(request), { id: request.params.id, ...request.body }),
  );

  app.delete(
    '/monedas/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: MonedaSchema } } },
    async (request) => service.deactivateMoneda(serviceContext(request), request.params),
  );
};

export default currenciesRoutes;
