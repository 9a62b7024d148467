import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  MovementListQuerySchema,
  MovementListSchema,
  MovementSchema,
  PaymentSourceInputSchema,
  PaymentSourceListSchema,
  PaymentSourceSchema,
  SourceCheckSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import {
  checkSource,
  createSource,
  deleteSource,
  listMovements,
  listSources,
  validateMovementMatch,
} from './payment-sources.service';

const tags = ['payment-sources'];
const admin = { access: 'admin' } as const;

/** 'Fuentes automáticas' (issue 41, docs/bank-statements.md#avisos-por-correo). Admin only. */
const paymentSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment-sources',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Agrega un buzón con los avisos del banco (la contraseña nunca se responde)',
        body: PaymentSourceInputSchema,
        response: { 201: PaymentSourceSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSource(serviceContext(request), request.body)),
  );

  app.get(
    '/payment-sources',
    { config: admin, schema: { tags, response: { 200: PaymentSourceListSchema } } },
    async (request) => listSources(serviceContext(request)),
  );

  app.post(
    '/payment-sources/:id/check',
    {
      config: admin,
      schema: { tags, params: IdParamsSchema, response: { 200: SourceCheckSchema } },
    },
    async (request) => checkSource(serviceContext(request), request.params),
  );

  app.delete(
    '/payment-sources/:id',
    { config: admin, schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteSource(serviceContext(request), request.params);
      return reply.code(204).send();
    },
  );

  app.get(
    '/movements',
    {
      config: admin,
      schema: { tags, querystring: MovementListQuerySchema, response: { 200: MovementListSchema } },
    },
    async (request) => listMovements(serviceContext(request), request.query),
  );

  app.post(
    '/movements/:id/validate',
    {
      config: admin,
      schema: {
        tags,
        summary: "Valida el pago con el que el movimiento coincide, como 'Conciliar'",
        params: IdParamsSchema,
        response: { 200: MovementSchema },
      },
    },
    async (request) => validateMovementMatch(serviceContext(request), request.params),
  );
};

export default paymentSourcesRoutes;
