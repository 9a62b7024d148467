import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackupFileParamsSchema,
  BackupListSchema,
  TruncateInputSchema,
  TruncateResultSchema,
} from '@rifas/shared';
import { getStorage } from '../../lib/storage';
import { backupDirOf } from './backup.archive';
import { emptyDatabase, findBackupFile, listBackups } from './backup.service';

const tags = ['backup'];

/** 'Vaciar Todo' and its backups (SPEC §7 Raffles truncate, DESIGN §5). */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const backupDir = backupDirOf(app.config.dataDir);

  app.post(
    '/raffles/truncate',
    {
      config: { access: 'admin' },
      schema: { tags, body: TruncateInputSchema, response: { 200: TruncateResultSchema } },
    },
    async (request) =>
      emptyDatabase({
        db: app.db,
        storage: getStorage(app.config.uploadDir),
        backupDir,
        now: app.clock(),
        actor: request.user ? { id: request.user.id, email: request.user.email } : null,
        log: request.log,
      }),
  );

  app.get(
    '/backups',
    { config: { access: 'admin' }, schema: { tags, response: { 200: BackupListSchema } } },
    async () => listBackups(backupDir),
  );

  app.get(
    '/backups/:file',
    { config: { access: 'admin' }, schema: { tags, params: BackupFileParamsSchema } },
    async (request, reply) => {
      const path = await findBackupFile(backupDir, request.params.file);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${request.params.file}"`)
        .header('cache-control', 'no-store')
        .send(createReadStream(path));
    },
  );
};

export default backupRoutes;
