import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BACKUP_FILE_PATTERN,
  messages,
  type BackupInfo,
  type TruncateInput,
  type TruncateResult,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { assertOwnPassword } from '../users';
import { bumpNumbersVersion } from '../numbers';
import { inNumbersTransaction } from '../../db/transaction';
import { backupDirOf, resolveBackupPath, writeBackupArchive } from './backup.archive';
import {
  deleteBackupRows,
  deleteDemoSetup,
  listRaffleIds,
  lockBackupTables,
} from './backup.tables';

const downloadUrl = (file: string) => `/api/backups/${file}`;

/**
 * 'Vaciar Todo' (docs/departures.md, §5). One transaction holds the tables' locks while
 * it writes the backup (rows and files) and then deletes raffles, numbers,
 * holds, payments and idempotency records, and the demo's payment methods and
 * currencies (issue 42); users and the operator's own currencies and payment methods stay. Open pickers are told (version bump + NOTIFY per raffle). The
 * files go only after the commit, so a failure loses nothing.
 */
export async function emptyDatabase(
  ctx: ServiceContext,
  { password, address }: TruncateInput & { address: string },
): Promise<TruncateResult> {
  await assertOwnPassword(
    ctx,
    { password, address },
    {
      required: messages.payments.backup.passwordRequired,
      wrong: messages.payments.backup.passwordWrong,
    },
  );
  const backupDir = backupDirOf(ctx.config.dataDir);
  const backup = await inNumbersTransaction(ctx, async (tx) => {
    await lockBackupTables(tx.db);
    const written = await writeBackupArchive(tx.db, {
      storage: ctx.storage,
      backupDir,
      now: ctx.now,
    });
    try {
      for (const raffleId of await listRaffleIds(tx.db)) await bumpNumbersVersion(tx, raffleId);
      await deleteBackupRows(tx.db);
      // A newcomer's first real sale must not go through the demo's fake accounts.
      const demo = await deleteDemoSetup(tx.db);
      await recordAudit(tx.db, {
        actor: ctx.actor,
        action: 'database.truncate',
        entity: 'database',
        details: {
          backup: written.file,
          tables: written.tables,
          files: written.fileKeys.length,
          demo_payment_methods: demo.paymentMethods,
          demo_currencies: demo.currencies,
        },
      });
    } catch (err) {
      await rm(written.path, { force: true });
      throw err;
    }
    return written;
  });
  for (const key of backup.fileKeys) {
    await ctx.storage.deleteFile(key).catch((err: unknown) => {
      ctx.log.error({ err, key }, 'could not delete a file after Vaciar Todo');
    });
  }
  return {
    success: true,
    message: messages.raffles.truncateSuccess,
    backup: {
      file: backup.file,
      download_url: downloadUrl(backup.file),
      size_bytes: backup.sizeBytes,
      created_at: backup.createdAt,
      tables: backup.tables,
      files: backup.fileKeys.length,
    },
  };
}

/** The backups on disk, newest first. */
export async function listBackups({ config }: ServiceContext): Promise<BackupInfo[]> {
  const backupDir = backupDirOf(config.dataDir);
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const backups: BackupInfo[] = [];
  for (const file of names.filter((n) => BACKUP_FILE_PATTERN.test(n))) {
    const info = await stat(join(backupDir, file));
    backups.push({
      file,
      download_url: downloadUrl(file),
      size_bytes: info.size,
      created_at: info.mtime.toISOString(),
    });
  }
  return backups.sort((a, b) => b.file.localeCompare(a.file));
}

/** The path of an existing backup by its exact name; 404 for anything else. */
export async function findBackupFile(
  { config }: ServiceContext,
  { file }: { file: string },
): Promise<string> {
  const path = resolveBackupPath(backupDirOf(config.dataDir), file);
  if (!path) throw notFound(messages.payments.backup.notFound);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw notFound(messages.payments.backup.notFound);
  return path;
}
