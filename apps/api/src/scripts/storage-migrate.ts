/**
 * Copies a local folder's files into the bucket: npm run storage:migrate -- [FOLDER]
 *
 * FOLDER is the old UPLOAD_DIR (default: UPLOAD_DIR, or DATA_DIR/uploads); the
 * backups of DATA_DIR/backups go too. The bucket is the one of S3_BUCKET and the
 * other S3_* variables, as the server reads them. A file already in the bucket
 * with the same size is skipped, so the command can run again after a failure,
 * or once more right before switching, and copies only what is missing (ADR 081).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BACKUP_FILE_PATTERN } from '@rifas/shared';
import { ConfigError, loadConfig } from '../config';
import {
  createLocalStorage,
  getStorage,
  isStorageKey,
  StorageUnavailableError,
} from '../lib/storage';

type Item = { label: string; sizeBytes: number; copy: () => Promise<'copied' | 'present'> };

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'Falta S3_BUCKET: indica el bucket de destino (y S3_ENDPOINT, S3_REGION, credenciales).',
    );
    return 2;
  }
  const folder = resolve(
    process.argv.slice(2).find((a) => !a.startsWith('--')) ?? config.uploadDir,
  );
  if (!existsSync(folder)) {
    console.error(`No existe la carpeta: ${folder}`);
    return 1;
  }
  const backupDir = join(config.dataDir, 'backups');
  const source = createLocalStorage(folder, backupDir);
  const bucket = getStorage(config);
  await bucket.check();

  const items: Item[] = [];
  for (const area of ['public', 'private'] as const) {
    for (const file of await source.listFiles(area)) {
      items.push({
        label: file.key,
        sizeBytes: file.sizeBytes,
        copy: async () => {
          const there = await bucket.statFile(file.key);
          if (there?.sizeBytes === file.sizeBytes) return 'present';
          await bucket.putFile(file.key, await source.readFile(file.key));
          return 'copied';
        },
      });
    }
  }
  const there = new Map((await bucket.listBackups()).map((b) => [b.name, b.sizeBytes]));
  for (const name of (await readdir(backupDir).catch(() => [] as string[])).sort()) {
    if (!BACKUP_FILE_PATTERN.test(name)) continue;
    const { size } = await stat(join(backupDir, name));
    items.push({
      label: `backups/${name}`,
      sizeBytes: size,
      copy: async () => {
        if (there.get(name) === size) return 'present';
        const bytes = await readFile(join(backupDir, name));
        await bucket.saveBackup(name, (path) => writeFile(path, bytes));
        return 'copied';
      },
    });
  }
  const skipped = (await readdir(folder, { recursive: true }).catch(() => [] as string[])).filter(
    (rel) => /^(public|private)\/[^/]+$/.test(rel) && !isStorageKey(rel),
  );

  console.log(`Copiando ${items.length} archivos de ${folder} al bucket ${config.s3.bucket}`);
  const counts = { copied: 0, present: 0 };
  let bytes = 0;
  for (const [i, item] of items.entries()) {
    const outcome = await item.copy();
    counts[outcome] += 1;
    if (outcome === 'copied') bytes += item.sizeBytes;
    const word = outcome === 'copied' ? 'copiado' : 'ya estaba';
    console.log(`[${i + 1}/${items.length}] ${item.label} ${word}`);
  }
  for (const rel of skipped) console.log(`omitido (no es un archivo de Rifas): ${rel}`);
  console.log(
    `Listo: ${counts.copied} copiados (${(bytes / 1024 / 1024).toFixed(1)} MB), ${counts.present} ya estaban.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof StorageUnavailableError) {
      console.error(err.message);
    } else {
      console.error('No se pudo copiar al bucket:', err instanceof Error ? err.message : err);
    }
    process.exit(1);
  },
);
