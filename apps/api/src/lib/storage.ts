import { join } from 'node:path';
import { createLocalStorage } from './storage-local';
import { createS3Storage, type S3Settings } from './storage-s3';
import type { FileStorage } from './storage-keys';

export {
  isMissingFile,
  isStorageKey,
  publicUrlPath,
  type FileStorage,
  type ListedFile,
  type StorageArea,
  type StoredBackup,
  type StoredFile,
} from './storage-keys';
export { createLocalStorage } from './storage-local';
export {
  contentTypeOfKey,
  createS3Client,
  createS3Storage,
  StorageUnavailableError,
} from './storage-s3';
export type { S3Settings } from './storage-s3';

/** What picks and configures the backend (config.ts: UPLOAD_DIR, DATA_DIR, S3_*). */
export type StorageConfig = {
  uploadDir: string;
  dataDir?: string;
  s3?: (S3Settings & { publicUrl: string | undefined }) | undefined;
};

const storages = new Map<string, FileStorage>();

/**
 * The storage of an app: the bucket when S3_BUCKET is set, else the local
 * folder. One per configuration, so the app, jobs and seeds share a client.
 * A bare folder path is the local folder (older callers, tests).
 */
export function getStorage(config: StorageConfig | string): FileStorage {
  const settings = typeof config === 'string' ? { uploadDir: config } : config;
  const id = JSON.stringify([settings.uploadDir, settings.dataDir, settings.s3]);
  let storage = storages.get(id);
  if (!storage) {
    storage = settings.s3
      ? createS3Storage(settings.s3)
      : createLocalStorage(
          settings.uploadDir,
          settings.dataDir ? join(settings.dataDir, 'backups') : undefined,
        );
    storages.set(id, storage);
  }
  return storage;
}
