import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditListSchema } from '@rifas/shared';
import { serviceContext } from '../../context';
import { listAuditLog } from './audit.service';

/** GET /audit-log (admin): who did what, newest first (docs/security.md). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        querystring: AuditListQuerySchema,
        response: { 200: AuditListSchema },
      },
    },
    async (request) => listAuditLog(serviceContext(request), request.query),
  );
};

export default auditRoutes;
