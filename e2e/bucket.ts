import { startS3Server } from '../apps/api/src/test/s3-server';

export type Bucket = {
  env: Record<string, string>;
  /** Every key in the bucket under a prefix. */
  keys: (prefix?: string) => Promise<string[]>;
  stop: () => Promise<void>;
};

/** The one bucket the cluster's instances share: an S3 server from npm (s3rver) on loopback. */
export async function startBucket(): Promise<Bucket> {
  const server = await startS3Server('rifas-cluster');
  return { env: server.env, keys: (prefix) => server.keys(prefix), stop: () => server.close() };
}
