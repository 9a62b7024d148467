/**
 * Restores a 'Vaciar Todo' backup: npm run restore -- FILE [--replace]
 *
 * FILE is a path, or a backup's name in the storage (DATA_DIR/backups, or the
 * bucket's backups/ when S3_BUCKET is set). It uses the same configuration as
 * the server (DATABASE_URL, or the embedded database under DATA_DIR; UPLOAD_DIR
 * or the bucket for the files). On the embedded database stop the server
 * first: PGlite serves one process at a time.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createDatabaseRuntime } from '../db/database-runtime';
import { runMigrations } from '../db/migrate';
import { getStorage, StorageUnavailableError, type FileStorage } from '../lib/storage';
import { BackupFormatError, restoreBackup, RestoreRefusedError } from '../modules/backup';

/** A local copy of the archive: the path given, or the named backup fetched from the storage. */
async function archivePathOf(arg: string, storage: FileStorage, tempDir: string) {
  if (existsSync(arg)) return resolve(arg);
  const opened = await storage.openBackup(arg);
  if (!opened) return null;
  const path = join(tempDir, arg);
  await pipeline(opened.stream, createWriteStream(path));
  return path;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const replace = args.includes('--replace');
  if (!file) {
    console.error('Uso: npm run restore -- ARCHIVO.tar.gz [--replace]');
    return 2;
  }
  const config = loadConfig();
  const storage = getStorage(config);
  await storage.check();
  const tempDir = await mkdtemp(join(tmpdir(), 'rifas-restore-archive-'));
  try {
    const archivePath = await archivePathOf(file, storage, tempDir);
    if (!archivePath) {
      console.error(`No se encontró la copia de seguridad: ${file}`);
      return 1;
    }
    return await restore(config, storage, archivePath, replace);
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

async function restore(
  config: ReturnType<typeof loadConfig>,
  storage: FileStorage,
  archivePath: string,
  replace: boolean,
): Promise<number> {
  const database = await openDatabase(config);
  // A command line without the app: a runtime of its own, whose feed tells running
  // instances (PostgreSQL) through NOTIFY once the restore commits.
  const runtime = createDatabaseRuntime(database, (err, what) =>
    console.error(`${what}:`, err instanceof Error ? err.message : err),
  );
  try {
    await runMigrations(database);
    // The part of a service context a restore reads.
    const context = {
      db: database.db,
      runtime,
      now: new Date(),
      config: { ...config, appSecret: config.appSecret ?? '' },
      storage,
    };
    const summary = await restoreBackup(context, { archivePath, replace });
    console.log(`Copia restaurada desde ${archivePath}`);
    for (const [table, rows] of Object.entries(summary.tables)) {
      console.log(`  ${table}: ${rows} filas`);
    }
    console.log(`  archivos: ${summary.files}`);
    if (summary.replacedBackup) {
      const where = config.s3 ? `el bucket ${config.s3.bucket}` : join(config.dataDir, 'backups');
      console.log(`Los datos reemplazados se guardaron en ${where}: ${summary.replacedBackup}`);
    }
    return 0;
  } finally {
    await runtime.changes.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (
      err instanceof ConfigError ||
      err instanceof RestoreRefusedError ||
      err instanceof BackupFormatError ||
      err instanceof StorageUnavailableError
    ) {
      console.error(err.message);
    } else {
      console.error('No se pudo restaurar la copia:', err instanceof Error ? err.message : err);
    }
    process.exit(1);
  },
);
