import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';
import { findSessionUser } from '../modules/users';
import type { Access } from '../types';

export type RouteAccess = { method: string; url: string; access: Access };

const ACCESS_VALUES: readonly Access[] = ['public', 'user', 'admin'];

// Routes that plugins register for us (the OpenAPI UI) cannot carry a config; they are public.
const PLUGIN_PUBLIC_PREFIXES = ['/api/docs'];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token || undefined;
}

/**
 * Route access declared per route (`config.access`), enforced in one place.
 * An /api route without a declaration stops the app from starting.
 */
export default fp(
  async function access(app: FastifyInstance) {
    app.decorateRequest('user', null);
    const routeTable: RouteAccess[] = [];
    app.decorate('routeAccessTable', routeTable);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (PLUGIN_PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      const declared = route.config?.access;
      if (!declared || !ACCESS_VALUES.includes(declared)) {
        throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
      }
      for (const method of [route.method].flat()) {
        routeTable.push({ method: String(method), url: route.url, access: declared });
      }
    });

    const authorize = async (request: FastifyRequest, token: string | undefined) => {
      if (token) request.user = await findSessionUser(app.database.db, token, app.clock());
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      if (!request.user) throw unauthorized();
      if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
    };

    // Enforced on request, before the body is parsed or validated: a guest gets
    // 401 whatever it sent, and an upload is never read for someone not allowed.
    // A guest on a public route (every held public read) passes without a
    // promise: this hook runs on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request);
      const access = request.routeOptions.config?.access;
      if (!token && (!access || access === 'public')) return done();
      authorize(request, token).then(() => done(), done);
    });
  },
  { name: 'access' },
);
