import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  DrawPendingSchema,
  DrawResultInputSchema,
  DrawSchema,
  IdParamsSchema,
  PrizeParamsSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { closeSales, getDraw, getDrawEntries, recordResult } from './draw.service';
import { fixEarlyBird, getPrizeEntries, recordPrizeResult } from './prizes.service';

const tags = ['draw'];

/** The verifiable draw (docs/api.md, "Sorteo verificable"). */
const drawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/raffles/:id/draw',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'El sorteo verificable: huella de la lista, regla y resultado',
        params: IdParamsSchema,
        response: { 200: DrawSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return getDraw(serviceContext(request), { raffleId: request.params.id });
    },
  );

  app.get(
    '/raffles/:id/draw/entries',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'La lista fija de números vendidos, exactamente los bytes de la huella',
        params: IdParamsSchema,
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      const entries = await getDrawEntries(serviceContext(request), {
        raffleId: request.params.id,
      });
      // A Buffer goes out untouched: the bytes are the ones hashed.
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-disposition', `inline; filename="rifa-${request.params.id}-lista.txt"`)
        .send(Buffer.from(entries, 'utf8'));
    },
  );

  app.post(
    '/raffles/:id/draw/close',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Cierra las ventas y fija la lista de números vendidos',
        params: IdParamsSchema,
        response: { 200: DrawSchema, 409: DrawPendingSchema.or(ApiErrorSchema) },
      },
    },
    async (request) => closeSales(serviceContext(request), { raffleId: request.params.id }),
  );

  app.post(
    '/raffles/:id/draw/result',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Registra el resultado oficial de la lotería y el número ganador',
        params: IdParamsSchema,
        body: DrawResultInputSchema,
        response: { 200: DrawSchema },
      },
    },
    async (request) =>
      recordResult(serviceContext(request), {
        raffleId: request.params.id,
        result: request.body,
      }),
  );

  // Several prizes (ADR 054): each one's result, the early bird's own list.
  app.post(
    '/raffles/:id/prizes/:position/result',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Registra el resultado oficial de un premio (el 1 es el premio principal)',
        params: PrizeParamsSchema,
        body: DrawResultInputSchema,
        response: { 200: DrawSchema },
      },
    },
    async (request) =>
      recordPrizeResult(serviceContext(request), {
        raffleId: request.params.id,
        position: request.params.position,
        result: request.body,
      }),
  );

  app.post(
    '/raffles/:id/prizes/:position/close',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Fija la lista propia de una preventa, pasada su fecha de corte',
        params: PrizeParamsSchema,
        response: { 200: DrawSchema },
      },
    },
    async (request) =>
      fixEarlyBird(serviceContext(request), {
        raffleId: request.params.id,
        position: request.params.position,
      }),
  );

  app.get(
    '/raffles/:id/prizes/:position/entries',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'La lista fija de un premio, exactamente los bytes de su huella',
        params: PrizeParamsSchema,
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      const { id, position } = request.params;
      const entries = await getPrizeEntries(serviceContext(request), { raffleId: id, position });
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-disposition', `inline; filename="rifa-${id}-premio-${position}-lista.txt"`)
        .send(Buffer.from(entries, 'utf8'));
    },
  );
};

export default drawRoutes;
