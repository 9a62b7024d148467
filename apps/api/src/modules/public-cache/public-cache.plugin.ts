import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeedMessage } from '../../db/changes';
import { PublicCache } from './public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public answers held ready (modules/public-cache). */
    publicCache: PublicCache;
  }
}

/** Which cached answers each change makes wrong (tags: see the routes that build them). */
export function invalidateFor(cache: PublicCache, message: FeedMessage): void {
  switch (message.k) {
    case 'numbers':
      // The grid, and the counts in the raffle and in every list.
      cache.invalidate(`raffle:${message.raffle_id}`);
      cache.invalidate('raffle-lists');
      return;
    case 'raffles':
      return cache.invalidate('raffles');
    case 'payment-methods':
      return cache.invalidate('payment-methods');
    case 'rates':
      // Payment methods answer with the code of the currency they name.
      cache.invalidate('payment-methods');
      return cache.invalidate('rates');
    case 'settings':
      return cache.invalidate('settings');
    case 'reset':
      return cache.clear();
  }
}

/**
 * The change feed and the public answer cache of one app. On PostgreSQL an
 * admin's write answers only once this instance has heard every change
 * committed before (the tables' triggers NOTIFY), so the admin, and anyone
 * reading after, sees the change on this instance at once.
 */
export default fp(
  async function publicCache(app: FastifyInstance) {
    // The app's feed (its runtime): listening from now until the app closes.
    const feed = app.runtime.changes;
    await feed.start();
    const cache = new PublicCache({ clock: app.clock });
    const unsubscribe = feed.subscribe((message) => invalidateFor(cache, message));
    app.decorate('publicCache', cache);

    if (app.database.driver === 'pg') {
      // On the admin routes that write only: an app-wide async hook cost every
      // public read a promise and a tick, for a check that answered "not me".
      const syncAfterWrite = async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.method === 'GET' || request.method === 'HEAD') return;
        if (reply.statusCode >= 400) return;
        await feed.sync();
      };
      app.addHook('onRoute', (route) => {
        if (route.config?.access !== 'admin') return;
        const methods = [route.method].flat();
        if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
        route.onSend = [...[route.onSend ?? []].flat(), syncAfterWrite];
      });
    }
    app.addHook('onClose', async () => {
      unsubscribe();
      app.runtime.events.close();
      await feed.close();
    });
  },
  { name: 'public-cache' },
);
