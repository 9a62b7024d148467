import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  DrawPendingSchema,
  DrawResultInputSchema,
  DrawSchema,
  IdParamsSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { closeSales, getDraw, getDrawEntries, recordResult } from './draw.service';

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
};

export default drawRoutes;
