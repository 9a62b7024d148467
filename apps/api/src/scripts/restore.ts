/**
 * Restores a 'Vaciar Todo' backup: npm run restore -- FILE [--replace]
 *
 * FILE is a path, or a backup's name under DATA_DIR/backups. It uses the same
 * configuration as the server (DATABASE_URL, or the embedded database under
 * DATA_DIR; UPLOAD_DIR for the files). On the embedded database stop the server
 * first: PGlite serves one process at a time.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createDatabaseRuntime } from '../db/database-runtime';
import { runMigrations } from '../db/migrate';
import { getStorage } from '../lib/storage';
import {
  backupDirOf,
  BackupFormatError,
  resolveBackupPath,
  restoreBackup,
  RestoreRefusedError,
} from '../modules/backup';

function archivePathOf(arg: string, backupDir: string): string | null {
  if (existsSync(arg)) return resolve(arg);
  const named = resolveBackupPath(backupDir, arg);
  return named && existsSync(named) ? named : null;
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
  const backupDir = backupDirOf(config.dataDir);
  const archivePath = archivePathOf(file, backupDir);
  if (!archivePath) {
    console.error(`No se encontró la copia de seguridad: ${file}`);
    return 1;
  }
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
      storage: getStorage(config.uploadDir),
    };
    const summary = await restoreBackup(context, { archivePath, replace });
    console.log(`Copia restaurada desde ${archivePath}`);
    for (const [table, rows] of Object.entries(summary.tables)) {
      console.log(`  ${table}: ${rows} filas`);
    }
    console.log(`  archivos: ${summary.files}`);
    if (summary.replacedBackup) {
      console.log(`Los datos reemplazados se guardaron en ${backupDir}/${summary.replacedBackup}`);
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
      err instanceof BackupFormatError
    ) {
      console.error(err.message);
    } else {
      console.error('No se pudo restaurar la copia:', err instanceof Error ? err.message : err);
    }
    process.exit(1);
  },
);
