import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAppIconParamsSchema, AdminAppManifestSchema } from '@rifas/shared';
import { serviceContext } from '../../context';
import { adminAppIcon, adminAppManifest } from './admin-app.service';

const tags = ['admin-app'];

/**
 * The admin area as an installable app (issue 40, ADR 076). Public on purpose: the
 * browser fetches a manifest and its icons without the bearer token, and they say
 * only what every page of the shop shows (its name, colour and logo).
 */
const adminAppRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-app/manifest.webmanifest',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: AdminAppManifestSchema } },
    },
    async (request, reply) => {
      void reply.type('application/manifest+json').header('cache-control', 'no-cache');
      return adminAppManifest(serviceContext(request));
    },
  );

  app.get(
    '/admin-app/icons/:size',
    { config: { access: 'public' }, schema: { tags, params: AdminAppIconParamsSchema } },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await adminAppIcon(serviceContext(request), request.params)),
  );
};

export default adminAppRoutes;
