import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../lib/storage';

/**
 * An S3-compatible server on loopback (s3rver, from npm), started in-process
 * by the test: the real S3 protocol, signatures checked. `stop()` takes the
 * bucket down (connections refused) and `start()` brings it back on the same
 * port with the same objects.
 */
export type TestS3Server = {
  bucket: string;
  endpoint: string;
  /** The environment that points the app at it. */
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket under a prefix, sorted. */
  keys(prefix?: string): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startS3Server(bucket = 'rifas-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'rifas-s3rver-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    port = address.port;
  };
  const stop = async () => {
    const running = server as (S3rver & { httpServer?: Server }) | null;
    server = null;
    if (!running) return;
    // Keep-alive sockets too: the app's next request must find nobody listening.
    running.httpServer?.closeAllConnections();
    await running.close();
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    // s3rver's one account: any other key is refused (InvalidAccessKeyId).
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = createS3Client({
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  return {
    bucket,
    endpoint,
    env,
    client,
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async read(key) {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    },
    stop,
    start,
    async close() {
      await stop();
      client.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
