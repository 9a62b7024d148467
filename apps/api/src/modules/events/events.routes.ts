import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, messages, type NumbersEvent } from '@rifas/shared';
import { serviceContext } from '../../context';
import { serviceUnavailable, tooManyRequests } from '../../lib/errors';
import { assertStreamable } from './events.service';

/**
 * GET /raffles/:id/events: Server-Sent Events for open pickers. Each message
 * (the first one on connecting, then one per change) makes the picker refetch
 * the numbers (a 304 when nothing changed). No buyer data. At most
 * SSE_MAX_PER_IP open streams per address (an IPv6 /64 counts as one) and
 * SSE_MAX_STREAMS in all: each holds a socket, a file of the process, for as
 * long as the page stays open, and a full file table would refuse every other
 * request. A refused picker still works; it only stops updating by itself.
 */
const STREAMS_FULL_RETRY_SECONDS = 30;

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = app.runtime.events;
  const streams = new Set<ServerResponse>();
  const openByIp = new Map<string, number>();

  // Open streams never end by themselves: end them so app.close() can finish.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/raffles/:id/events',
    {
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['numbers'],
        summary: 'Cambios de los números de la rifa (text/event-stream)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const raffleId = request.params.id;
      await assertStreamable(serviceContext(request), { raffleId });
      const ip = request.clientNetwork;
      const open = openByIp.get(ip) ?? 0;
      if (open >= app.config.sseMaxPerIp) throw tooManyRequests(messages.numbers.tooManyLiveViews);
      if (streams.size >= app.config.sseMaxStreams) {
        void reply.header('retry-after', String(STREAMS_FULL_RETRY_SECONDS));
        throw serviceUnavailable(messages.numbers.liveViewsFull);
      }
      openByIp.set(ip, open + 1);

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
        const left = (openByIp.get(ip) ?? 1) - 1;
        if (left > 0) openByIp.set(ip, left);
        else openByIp.delete(ip);
        clearInterval(heartbeat);
        streams.delete(res);
        unsubscribe();
      });

      if (closed) return;
      unsubscribe = hub.subscribe(raffleId, send);
      send({ raffle_id: raffleId, version: hub.latestVersion });
    },
  );
};

export default eventsRoutes;
