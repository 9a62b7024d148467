import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, messages, type NumbersEvent } from '@rifas/shared';
import { notFound } from '../../lib/errors';
import { findRaffle } from '../numbers/numbers.repository';
import { isVisibleTo } from '../numbers/raffle-sale';
import { numbersEventHub } from './events.hub';

/**
 * GET /raffles/:id/events: Server-Sent Events for open pickers. The first
 * message carries the current version; each later one a change (version, and
 * the numbers with their new status when the writer could say). No buyer data.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = numbersEventHub(app);
  const streams = new Set<ServerResponse>();

  // Open streams never end by themselves: end them so app.close() can finish.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/raffles/:id/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['numbers'],
        summary: 'Cambios de los números de la rifa (text/event-stream)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const raffleId = request.params.id;
      const raffle = await findRaffle(app.db, raffleId);
      if (!raffle || !isVisibleTo(raffle, request.user)) throw notFound(messages.raffles.notFound);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write('retry: 3000\n\n');
      streams.add(res);
      const send = (event: NumbersEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), hub.heartbeatMs);
      let unsubscribe: () => void = () => undefined;
      let closed = false;
      res.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        streams.delete(res);
        unsubscribe();
      });

      try {
        const stop = await hub.subscribe(raffleId, send);
        if (closed) return stop();
        unsubscribe = stop;
        // Read after subscribing, so no change can fall between the two.
        const current = await findRaffle(app.db, raffleId);
        if (!closed && current) send({ raffle_id: raffleId, version: current.numbersVersion });
      } catch (err) {
        request.log.error({ err }, 'could not open the numbers event stream');
        res.end();
      }
    },
  );
};

export default eventsRoutes;
