import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Bucket = { env: Record<string, string>; stop: () => Promise<void> };

/** Where the cluster's instances keep their files (replaced by an S3 server). */
export async function startBucket(): Promise<Bucket> {
  const dir = mkdtempSync(join(tmpdir(), 'rifas-bucket-'));
  return {
    env: { UPLOAD_DIR: dir },
    stop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
