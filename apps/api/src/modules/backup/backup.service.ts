import type { Readable } from 'node:stream';
import { messages, type BackupInfo, type TruncateInput, type TruncateResult } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { assertOwnPassword } from '../users';
import { bumpNumbersVersion } from '../numbers';
import { inNumbersTransaction } from '../../db/transaction';
import { writeBackupArchive } from './backup.archive';
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
  const backup = await inNumbersTransaction(ctx, async (tx) => {
    await lockBackupTables(tx.db);
    const written = await writeBackupArchive(tx.db, { storage: ctx.storage, now: ctx.now });
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
      await ctx.storage.deleteBackup(written.file);
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

/** The backups in the storage (the folder or the bucket), newest first. */
export async function listBackups({ storage }: ServiceContext): Promise<BackupInfo[]> {
  const backups = (await storage.listBackups()).map((backup) => ({
    file: backup.name,
    download_url: downloadUrl(backup.name),
    size_bytes: backup.sizeBytes,
    created_at: backup.modifiedAt.toISOString(),
  }));
  return backups.sort((a, b) => b.file.localeCompare(a.file));
}

/** An existing backup's bytes by its exact name; 404 for anything else. */
export async function openBackupFile(
  { storage }: ServiceContext,
  { file }: { file: string },
): Promise<{ stream: Readable; sizeBytes: number }> {
  const opened = await storage.openBackup(file);
  if (!opened) throw notFound(messages.payments.backup.notFound);
  return opened;
}
