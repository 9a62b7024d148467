import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackupFileParamsSchema,
  BackupListSchema,
  TruncateInputSchema,
  TruncateResultSchema,
} from '@rifas/shared';
import { serviceContext } from '../../context';
import { emptyDatabase, listBackups, openBackupFile } from './backup.service';

const tags = ['backup'];

/** 'Vaciar Todo' and its backups (docs/api.md Raffles truncate, docs/security.md). */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/raffles/truncate',
    {
      config: { access: 'admin' },
      schema: { tags, body: TruncateInputSchema, response: { 200: TruncateResultSchema } },
    },
    async (request) =>
      emptyDatabase(serviceContext(request), { ...request.body, address: request.clientNetwork }),
  );

  app.get(
    '/backups',
    { config: { access: 'admin' }, schema: { tags, response: { 200: BackupListSchema } } },
    async (request) => listBackups(serviceContext(request)),
  );

  app.get(
    '/backups/:file',
    { config: { access: 'admin' }, schema: { tags, params: BackupFileParamsSchema } },
    async (request, reply) => {
      // From the folder or the bucket, after the admin check: never a public link (ADR 081).
      const backup = await openBackupFile(serviceContext(request), request.params);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', backup.sizeBytes)
        .header('content-disposition', `attachment; filename="${request.params.file}"`)
        .header('cache-control', 'no-store')
        .send(backup.stream);
    },
  );
};

export default backupRoutes;
