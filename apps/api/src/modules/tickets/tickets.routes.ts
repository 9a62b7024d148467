import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TicketParamsSchema, TicketSchema } from '@rifas/shared';
import { serviceContext } from '../../context';
import { getTicket } from './tickets.service';

const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tickets/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['numbers'],
        summary: 'El ticket de una compra, por su código secreto',
        params: TicketParamsSchema,
        response: { 200: TicketSchema },
      },
    },
    async (request, reply) => {
      // The page polls while a payment is pending; the answer changes with its status.
      void reply.header('cache-control', 'no-store');
      return getTicket(serviceContext(request), request.params);
    },
  );
};

export default ticketsRoutes;
