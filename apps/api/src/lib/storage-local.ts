import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  mkdir,
  readdir,
  readFile as readFromDisk,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { BACKUP_FILE_PATTERN } from '@rifas/shared';
import {
  assertKey,
  isStorageKey,
  newStorageKey,
  type FileStorage,
  type ListedFile,
  type StoredBackup,
} from './storage-keys';

function assertBackupName(name: string): void {
  if (!BACKUP_FILE_PATTERN.test(name)) throw new Error(`Invalid backup name: ${name}`);
}

/**
 * Files in a local folder: `<root>/public/…` and `<root>/private/…`; backups
 * in `backupDir` (DATA_DIR/backups).
 */
export function createLocalStorage(rootDir: string, backupDirIn?: string): FileStorage {
  const root = resolve(rootDir);
  const backupDir = resolve(backupDirIn ?? join(root, '..', 'backups'));
  const pathOf = (key: string) => join(root, key);
  const backupOf = async (name: string): Promise<StoredBackup | null> => {
    assertBackupName(name);
    const info = await stat(join(backupDir, name)).catch(() => null);
    return info?.isFile() ? { name, sizeBytes: info.size, modifiedAt: info.mtime } : null;
  };
  return {
    kind: 'local',
    async saveFile(area, buffer, ext) {
      const key = newStorageKey(area, ext, randomBytes(16).toString('hex'));
      await mkdir(join(root, area), { recursive: true });
      const path = pathOf(key);
      // 'wx': a random name never overwrites an existing file.
      await writeFile(path, buffer, { flag: 'wx' });
      return { key, path };
    },
    async readFile(key) {
      assertKey(key);
      return readFromDisk(pathOf(key));
    },
    async deleteFile(key) {
      assertKey(key);
      await rm(pathOf(key), { force: true });
    },
    async putFile(key, buffer) {
      assertKey(key);
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeFile(pathOf(key), buffer);
    },
    async statFile(key) {
      assertKey(key);
      const info = await stat(pathOf(key)).catch(() => null);
      return info?.isFile() ? { sizeBytes: info.size } : null;
    },
    async listFiles(area) {
      const names = await readdir(join(root, area)).catch(() => [] as string[]);
      const files: ListedFile[] = [];
      for (const name of names) {
        const key = `${area}/${name}`;
        if (!isStorageKey(key)) continue;
        const info = await stat(pathOf(key)).catch(() => null);
        if (info?.isFile()) files.push({ key, sizeBytes: info.size, modifiedAt: info.mtime });
      }
      return files;
    },
    async saveBackup(name, write) {
      assertBackupName(name);
      await mkdir(backupDir, { recursive: true });
      const path = join(backupDir, name);
      const partial = `${path}.partial`;
      try {
        await write(partial);
        await rename(partial, path); // a half-written archive never carries a valid name
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return (await backupOf(name))!;
    },
    async listBackups() {
      const names = await readdir(backupDir).catch(() => [] as string[]);
      const backups: StoredBackup[] = [];
      for (const name of names.filter((n) => BACKUP_FILE_PATTERN.test(n))) {
        const backup = await backupOf(name);
        if (backup) backups.push(backup);
      }
      return backups;
    },
    async openBackup(name) {
      if (!BACKUP_FILE_PATTERN.test(name)) return null;
      const backup = await backupOf(name);
      if (!backup) return null;
      return { stream: createReadStream(join(backupDir, name)), sizeBytes: backup.sizeBytes };
    },
    async deleteBackup(name) {
      assertBackupName(name);
      await rm(join(backupDir, name), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}
