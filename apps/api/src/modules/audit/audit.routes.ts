import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListQuerySchema, AuditListSchema } from '@rifas/shared';
import { countAuditRows, listAuditRows } from './audit.repository';

/** GET /audit-log (admin): who did what, newest first (DESIGN §5). */
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
    async (request) => {
      const { page, limit } = request.query;
      const [rows, total] = await Promise.all([
        listAuditRows(app.db, { limit, offset: (page - 1) * limit }),
        countAuditRows(app.db),
      ]);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          actor_email: row.actorEmail,
          action: row.action,
          entity: row.entity,
          entity_id: row.entityId,
          details: row.details,
          created_at: row.createdAt.toISOString(),
        })),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },
  );
};

export default auditRoutes;
