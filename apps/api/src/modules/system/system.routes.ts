import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicConfigSchema } from '@rifas/shared';
import { pingDatabase } from '../../db/migrate';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: HealthSchema } },
    },
    async () => {
      await pingDatabase(app.database);
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );

  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: PublicConfigSchema } },
    },
    async () => ({
      business_tz: app.config.businessTz,
      support_whatsapp: app.config.supportWhatsapp,
      hold_minutes: app.config.holdMinutes,
      max_numbers_per_order: app.config.maxNumbersPerOrder,
      rates_refresh_seconds: app.config.ratesRefreshSeconds,
    }),
  );
};

export default systemRoutes;
