import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardOverviewSchema } from '@rifas/shared';
import { serviceContext } from '../../context';
import { dashboardOverview } from './dashboard.service';

/** GET /dashboard/overview (admin): the dashboard cards and the 30-day sales series. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/overview',
    {
      config: { access: 'admin' },
      schema: { tags: ['dashboard'], response: { 200: DashboardOverviewSchema } },
    },
    async (request) => dashboardOverview(serviceContext(request)),
  );
};

export default dashboardRoutes;
