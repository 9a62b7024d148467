import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  DrawSchema,
  IdParamsSchema,
  LotterySourceInputSchema,
  LotterySourceParamsSchema,
  LotterySourceListSchema,
  LotterySourceSchema,
  LotterySourceTestInputSchema,
  LotterySourceTestSchema,
  PrizeParamsSchema,
  PrizeResultSourcesInputSchema,
  PrizeResultWatchListSchema,
  PrizeResultWatchSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import {
  createSource,
  listSources,
  listWatches,
  setPrizeSources,
  testSource,
} from './lottery-sources.service';
import { confirmResult } from './result-watch.service';

const tags = ['lottery-sources'];

/** Where official results are fetched from (issue 44, ADR 083): admins only. */
const lotterySourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lottery-sources',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Las fuentes de resultados: los sitios conocidos y las propias',
        response: { 200: LotterySourceListSchema },
      },
    },
    async (request) => listSources(serviceContext(request)),
  );

  app.post(
    '/lottery-sources',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Agrega una fuente propia: URL y selector CSS o patrón, y formato de fecha',
        body: LotterySourceInputSchema,
        response: { 201: LotterySourceSchema },
      },
    },
    async (request, reply) => {
      const source = await createSource(serviceContext(request), request.body);
      return reply.code(201).send(source);
    },
  );

  app.post(
    '/lottery-sources/:id/test',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Lee ahora el resultado de un sorteo en una fuente, sin guardarlo',
        params: LotterySourceParamsSchema,
        body: LotterySourceTestInputSchema,
        response: { 200: LotterySourceTestSchema, 400: ApiErrorSchema },
      },
    },
    async (request) =>
      testSource(serviceContext(request), { id: request.params.id, ...request.body }),
  );

  app.get(
    '/raffles/:id/result-sources',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Las fuentes elegidas para cada premio y en qué va su lectura',
        params: IdParamsSchema,
        response: { 200: PrizeResultWatchListSchema },
      },
    },
    async (request) => listWatches(serviceContext(request), { raffleId: request.params.id }),
  );

  app.put(
    '/raffles/:id/prizes/:position/result-sources',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Elige las fuentes y la hora del sorteo de la lotería de un premio',
        params: PrizeParamsSchema,
        body: PrizeResultSourcesInputSchema,
        response: { 200: PrizeResultWatchSchema },
      },
    },
    async (request) =>
      setPrizeSources(serviceContext(request), {
        raffleId: request.params.id,
        position: request.params.position,
        ...request.body,
      }),
  );

  app.post(
    '/raffles/:id/prizes/:position/result-sources/confirm',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Confirma el resultado que leyó la única fuente del premio y lo registra',
        params: PrizeParamsSchema,
        response: { 200: DrawSchema },
      },
    },
    async (request) =>
      confirmResult(serviceContext(request), {
        raffleId: request.params.id,
        position: request.params.position,
      }),
  );
};

export default lotterySourcesRoutes;
