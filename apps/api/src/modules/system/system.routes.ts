import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicConfigSchema } from '@rifas/shared';
import { serviceContext } from '../../context';
import { serveCached } from '../public-cache';
import { publicSettings } from '../settings';
import { checkHealth } from './system.service';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: HealthSchema } },
    },
    async () => checkHealth(app),
  );

  app.get(
    '/config',
    {
      compress: false,
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: PublicConfigSchema } },
    },
    async (request, reply) =>
      serveCached(app, request, reply, {
        key: 'config',
        tags: ['settings'],
        schema: PublicConfigSchema,
        build: async () => ({
          value: {
            business_tz: app.config.businessTz,
            hold_minutes: app.config.holdMinutes,
            max_numbers_per_order: app.config.maxNumbersPerOrder,
            rates_refresh_seconds: app.config.ratesRefreshSeconds,
            // The shop's settings (modules/settings), rebuilt on each 'settings' change.
            ...(await publicSettings(serviceContext(request))),
          },
          validUntil: null,
        }),
      }),
  );
};

export default systemRoutes;
