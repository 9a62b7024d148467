import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExchangeRateListSchema,
  IdParamsSchema,
  CurrencyInputSchema,
  CurrencyListQuerySchema,
  CurrencyListSchema,
  CurrencySchema,
  CurrencyStatsSchema,
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
      schema: { tags, querystring: CurrencyListQuerySchema, response: { 200: CurrencyListSchema } },
    },
    async (request) => service.listCurrencies(serviceContext(request), request.query),
  );

  app.get(
    '/monedas/all',
    { config: admin, schema: { tags, response: { 200: z.array(CurrencySchema) } } },
    async (request) => service.listAllCurrencies(serviceContext(request)),
  );

  app.get(
    '/monedas/stats/overview',
    { config: admin, schema: { tags, response: { 200: CurrencyStatsSchema } } },
    async (request) => service.getCurrencyStats(serviceContext(request)),
  );

  app.get(
    '/monedas/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: CurrencySchema } } },
    async (request) => service.getCurrency(serviceContext(request), request.params),
  );

  app.post(
    '/monedas',
    {
      config: admin,
      schema: { tags, body: CurrencyInputSchema, response: { 201: CurrencySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCurrency(serviceContext(request), request.body)),
  );

  app.put(
    '/monedas/:id',
    {
      config: admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: CurrencyInputSchema,
        response: { 200: CurrencySchema },
      },
    },
    async (request) =>
      service.updateCurrency(serviceContext(request), { id: request.params.id, ...request.body }),
  );

  app.delete(
    '/monedas/:id',
    { config: admin, schema: { tags, params: IdParamsSchema, response: { 200: CurrencySchema } } },
    async (request) => service.deactivateCurrency(serviceContext(request), request.params),
  );
};

export default currenciesRoutes;
