import type { ServiceContext } from '../../context';
import { isStorageKey } from '../../lib/storage';
import { recordAudit } from '../audit';
import type { DatabaseRuntime } from '../../db/database-runtime';
import { inNumbersTransaction } from '../../db/transaction';
import { BackupFormatError, openBackupArchive, writeBackupArchive } from './backup.archive';
import {
  advanceSerial,
  BACKUP_TABLES,
  countBackupRows,
  deleteBackupRows,
  insertTableJson,
  lockBackupTables,
  referencedFileKeys,
  tableColumns,
  type BackupTableName,
} from './backup.tables';

export type RestoreInput = {
  archivePath: string;
  /** Replace raffles and payments that exist now (after backing them up). */
  replace?: boolean;
};

export type RestoreSummary = {
  tables: Record<BackupTableName, number>;
  files: number;
  /** The backup of the data that --replace removed, if any. */
  replacedBackup: string | null;
};

export class RestoreRefusedError extends Error {}

const CHUNK_ROWS = 2000;

/**
 * Restores a 'Vaciar Todo' backup to identical rows (same ids; serials moved
 * past them) and the same files. Refuses when raffles or payments exist,
 * unless `replace`, which backs them up first like Vaciar Todo does.
 * Files are written before the rows commit: a failed restore can leave a
 * stray file, never a row pointing at a missing one.
 */
export async function restoreBackup(
  // The command line (scripts/restore.ts) runs it without an app, with a runtime of its own.
  ctx: Pick<ServiceContext, 'db' | 'now' | 'config' | 'storage'> & { runtime: DatabaseRuntime },
  input: RestoreInput,
): Promise<RestoreSummary> {
  const opts = {
    ...input,
    db: ctx.db,
    now: ctx.now,
    // Files go back under the same keys, and the safety backup of replaced data
    // goes with the others, in the storage (UPLOAD_DIR and DATA_DIR/backups, or the bucket).
    storage: ctx.storage,
  };
  const backup = await openBackupArchive(opts.archivePath);
  try {
    const { manifest } = backup;
    for (const key of manifest.files) {
      if (!isStorageKey(key)) throw new BackupFormatError(`archivo no válido: ${key}`);
      await opts.storage.putFile(key, await backup.readFileOf(key));
    }

    let replacedFiles: string[] = [];
    const result = await inNumbersTransaction(ctx, async (tx) => {
      await lockBackupTables(tx.db);
      let replacedBackup: string | null = null;
      if ((await countBackupRows(tx.db)) > 0) {
        if (!opts.replace) {
          throw new RestoreRefusedError(
            'La base de datos ya tiene rifas o pagos. Usa --replace para reemplazarlos (antes se guarda una copia de seguridad de lo actual).',
          );
        }
        const restoredKeys = new Set(manifest.files);
        replacedFiles = (await referencedFileKeys(tx.db)).filter((k) => !restoredKeys.has(k));
        replacedBackup = (await writeBackupArchive(tx.db, opts)).file;
        await deleteBackupRows(tx.db);
      }
      const tables = {} as Record<BackupTableName, number>;
      for (const table of BACKUP_TABLES) {
        const saved = manifest.tables[table.name];
        if (!saved && 'optional' in table) continue;
        if (!saved) throw new BackupFormatError(`falta la tabla ${table.name}`);
        const current = new Set(await tableColumns(tx.db, table.name));
        const columns = saved.columns.filter((c) => current.has(c));
        const rows = await backup.readTable(table.name);
        for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
          await insertTableJson(
            tx.db,
            table.name,
            columns,
            JSON.stringify(rows.slice(i, i + CHUNK_ROWS)),
          );
        }
        if (table.serial) await advanceSerial(tx.db, table.name, table.serial);
        tables[table.name] = rows.length;
      }
      await recordAudit(tx.db, {
        actor: null,
        action: 'database.restore',
        entity: 'database',
        details: {
          archive: opts.archivePath,
          tables,
          files: manifest.files.length,
          replacedBackup,
        },
      });
      return { tables, files: manifest.files.length, replacedBackup };
    });
    // The replaced data's files are in its own backup; only now may they go.
    for (const key of replacedFiles) await opts.storage.deleteFile(key).catch(() => undefined);
    return result;
  } finally {
    await backup.close();
  }
}
