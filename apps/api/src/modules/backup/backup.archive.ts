import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { isStorageKey, type FileStorage } from '../../lib/storage';
import {
  BACKUP_TABLES,
  dumpTableJson,
  referencedFileKeys,
  tableColumns,
  type BackupTableName,
} from './backup.tables';

/**
 * A backup is one .tar.gz under DATA_DIR/backups/:
 *   manifest.json          format, time, per table its row count and columns, the files
 *   tables/<table>.json    the rows as a JSON array (PostgreSQL's own JSON of each row)
 *   files/<storage key>    the raffle images and receipts those rows point to
 */

const ManifestSchema = z.object({
  format: z.literal('rifas-backup'),
  version: z.literal(1),
  created_at: z.string(),
  tables: z.record(z.string(), z.object({ rows: z.number().int(), columns: z.array(z.string()) })),
  files: z.array(z.string()),
  missing_files: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof ManifestSchema>;

export type WrittenBackup = {
  file: string;
  sizeBytes: number;
  createdAt: string;
  tables: Record<BackupTableName, number>;
  fileKeys: string[];
};

export const backupDirOf = (dataDir: string) => join(dataDir, 'backups');

/** rifas-backup-20250131-235959-1a2b3c4d.tar.gz (UTC time). */
function backupFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `rifas-backup-${stamp}-${randomBytes(4).toString('hex')}.tar.gz`;
}

/**
 * Dumps the backed-up tables (through the caller's transaction, which holds
 * their locks) and the files their rows point to, into a new archive.
 */
export async function writeBackupArchive(
  tx: Executor,
  opts: { storage: FileStorage; now: Date },
): Promise<WrittenBackup> {
  const staging = await mkdtemp(join(tmpdir(), 'rifas-backup-'));
  try {
    await mkdir(join(staging, 'tables'));
    await mkdir(join(staging, 'files'));
    const tables = {} as Record<BackupTableName, number>;
    const manifestTables: BackupManifest['tables'] = {};
    for (const table of BACKUP_TABLES) {
      const { json, count } = await dumpTableJson(tx, table);
      await writeFile(join(staging, 'tables', `${table.name}.json`), json);
      tables[table.name] = count;
      manifestTables[table.name] = { rows: count, columns: await tableColumns(tx, table.name) };
    }
    const fileKeys: string[] = [];
    const missing: string[] = [];
    for (const key of await referencedFileKeys(tx)) {
      try {
        const bytes = await opts.storage.readFile(key);
        await mkdir(join(staging, 'files', key.split('/')[0]!), { recursive: true });
        await writeFile(join(staging, 'files', key), bytes);
        fileKeys.push(key);
      } catch {
        missing.push(key); // a row pointing at a file that is gone: noted, not fatal
      }
    }
    const createdAt = opts.now.toISOString();
    const manifest: BackupManifest = {
      format: 'rifas-backup',
      version: 1,
      created_at: createdAt,
      tables: manifestTables,
      files: fileKeys,
      missing_files: missing,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const file = backupFileName(opts.now);
    // Made at a path the storage picks; stored under the name only once complete.
    const stored = await opts.storage.saveBackup(file, (path) =>
      tar.create({ gzip: true, file: path, cwd: staging, portable: true }, [
        'manifest.json',
        'tables',
        'files',
      ]),
    );
    return { file, sizeBytes: stored.sizeBytes, createdAt, tables, fileKeys };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// Only what writeBackupArchive makes is extracted; anything else in the archive is ignored.
const ENTRY_PATTERN =
  /^(\.\/)?(manifest\.json|tables\/?|tables\/[a-z_]+\.json|files\/?|files\/(public|private)\/?|files\/(public|private)\/[a-f0-9]{32}\.[a-z0-9]{2,5})$/;

export type OpenedBackup = {
  manifest: BackupManifest;
  readTable(name: BackupTableName): Promise<unknown[]>;
  readFileOf(key: string): Promise<Buffer>;
  close(): Promise<void>;
};

export class BackupFormatError extends Error {}

/** Extracts an archive to a temporary folder and reads its manifest. */
export async function openBackupArchive(archivePath: string): Promise<OpenedBackup> {
  const dir = await mkdtemp(join(tmpdir(), 'rifas-restore-'));
  try {
    await tar.extract({
      file: archivePath,
      cwd: dir,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        return (type === 'File' || type === 'Directory') && ENTRY_PATTERN.test(path);
      },
    });
    const parsed = ManifestSchema.safeParse(
      JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')),
    );
    if (!parsed.success) throw new BackupFormatError('manifest.json no es válido');
    const manifest = parsed.data;
    return {
      manifest,
      async readTable(name) {
        const rows: unknown = JSON.parse(
          await readFile(join(dir, 'tables', `${name}.json`), 'utf8'),
        );
        if (!Array.isArray(rows)) throw new BackupFormatError(`tables/${name}.json no es válido`);
        return rows;
      },
      async readFileOf(key) {
        if (!isStorageKey(key)) throw new BackupFormatError(`archivo no válido: ${key}`);
        return readFile(join(dir, 'files', key));
      },
      close: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    if (err instanceof BackupFormatError) throw err;
    throw new BackupFormatError(
      `No se pudo leer la copia de seguridad: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
