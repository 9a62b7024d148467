import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { BACKUP_FILE_PATTERN } from '@rifas/shared';
import {
  assertKey,
  isStorageKey,
  newStorageKey,
  type FileStorage,
  type ListedFile,
} from './storage-keys';

export type S3Settings = {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, a test's server): path-style addressing. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

const BACKUP_PREFIX = 'backups/';
// Content types the bucket answers with (a CDN in front of it passes them on).
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};
export const contentTypeOfKey = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return (
    err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404
  );
}

/** A missing object reads like a missing file (storage-keys isMissingFile). */
function missing(key: string): Error {
  return Object.assign(new Error(`No such file in the bucket: ${key}`), { code: 'ENOENT' });
}

export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: many S3-compatible services refuse
    // the SDK's newer default (CRC32 trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that doesn't answer fails the request in seconds (a purchase answers 503),
    // never holds it: one retry, and timeouts on connecting and on each request.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/**
 * Files in an S3-compatible bucket under the same keys as the local folder
 * (`public/…`, `private/…`) and backups under `backups/`. Nothing is written
 * to UPLOAD_DIR; a backup is made in a temporary file and uploaded.
 */
export function createS3Storage(
  s3: S3Settings,
  client: S3Client = createS3Client(s3),
): FileStorage {
  const Bucket = s3.bucket;
  const put = async (Key: string, Body: Buffer | Readable, ContentLength: number) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body,
        ContentLength,
        ContentType: Key.startsWith(BACKUP_PREFIX) ? 'application/gzip' : contentTypeOfKey(Key),
      }),
    );
  };
  const head = async (Key: string) => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return { sizeBytes: out.ContentLength ?? 0, modifiedAt: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  };
  const list = async (Prefix: string) => {
    const found: ListedFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        found.push({
          key: item.Key,
          sizeBytes: item.Size ?? 0,
          modifiedAt: item.LastModified ?? new Date(0),
        });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  };
  const backupKey = (name: string) => {
    if (!BACKUP_FILE_PATTERN.test(name)) throw new Error(`Invalid backup name: ${name}`);
    return `${BACKUP_PREFIX}${name}`;
  };

  return {
    kind: 's3',
    async saveFile(area, buffer, ext) {
      const key = newStorageKey(area, ext, randomBytes(16).toString('hex'));
      await put(key, buffer, buffer.length);
      return { key, path: `s3://${Bucket}/${key}` };
    },
    async readFile(key) {
      assertKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (isNotFound(err)) throw missing(key);
        throw err;
      }
    },
    async deleteFile(key) {
      assertKey(key);
      // S3 answers 204 for a key that isn't there: not an error, as in the folder.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async putFile(key, buffer) {
      assertKey(key);
      await put(key, buffer, buffer.length);
    },
    async statFile(key) {
      assertKey(key);
      const found = await head(key);
      return found ? { sizeBytes: found.sizeBytes } : null;
    },
    async listFiles(area) {
      return (await list(`${area}/`)).filter((file) => isStorageKey(file.key));
    },
    async saveBackup(name, write) {
      const Key = backupKey(name);
      const dir = await mkdtemp(join(tmpdir(), 'rifas-backup-upload-'));
      try {
        const path = join(dir, name);
        await write(path);
        const { size } = await stat(path);
        await put(Key, createReadStream(path), size);
        const stored = await head(Key);
        return { name, sizeBytes: size, modifiedAt: stored?.modifiedAt ?? new Date() };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async listBackups() {
      return (await list(BACKUP_PREFIX))
        .map((file) => ({ ...file, name: file.key.slice(BACKUP_PREFIX.length) }))
        .filter((file) => BACKUP_FILE_PATTERN.test(file.name))
        .map(({ name, sizeBytes, modifiedAt }) => ({ name, sizeBytes, modifiedAt }));
    },
    async openBackup(name) {
      if (!BACKUP_FILE_PATTERN.test(name)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: backupKey(name) }));
        return { stream: out.Body as Readable, sizeBytes: out.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async deleteBackup(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: backupKey(name) }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const why =
          err instanceof S3ServiceException
            ? `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})`
            : err instanceof Error
              ? err.message
              : String(err);
        const where = s3.endpoint ? ` en ${s3.endpoint}` : '';
        throw new StorageUnavailableError(
          `No se pudo conectar con el bucket S3 "${Bucket}"${where}: ${why}. Revisa S3_BUCKET, S3_ENDPOINT, S3_REGION y las credenciales.`,
        );
      }
    },
  };
}

/** The storage can't be reached (the bucket at start). */
export class StorageUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}
