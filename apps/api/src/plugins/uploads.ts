import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@rifas/shared';
import { contentTypeOfKey, isMissingFile, isStorageKey, type FileStorage } from '../lib/storage';

export type UploadsOptions = {
  storage: FileStorage;
  /** The local folder's public files (UPLOAD_DIR/public). */
  publicUploadDir: string;
  /** A CDN in front of the bucket (S3_PUBLIC_URL): /uploads/ sends the browser there. */
  publicUrl: string | undefined;
};

// A stored file is never rewritten (a new upload gets a new random name).
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public uploads at /uploads/<name> (ADR 081): from the local folder as static
 * files; from the bucket through the app with the same cache headers; or a
 * permanent redirect to S3_PUBLIC_URL. Private files are never served here.
 */
export default fp<UploadsOptions>(
  async function uploads(app: FastifyInstance, opts) {
    if (opts.storage.kind === 'local') {
      await mkdir(opts.publicUploadDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: opts.publicUploadDir,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        maxAge: '365d',
        immutable: true,
      });
      return;
    }
    const notFound = { error: messages.common.notFound, message: messages.common.notFound };
    app.get<{ Params: { name: string } }>(
      '/uploads/:name',
      { config: { access: 'public' } },
      async (request, reply) => {
        const key = `public/${request.params.name}`;
        if (!isStorageKey(key)) return reply.status(404).send(notFound);
        if (opts.publicUrl) {
          return reply.header('cache-control', IMMUTABLE).redirect(`${opts.publicUrl}/${key}`, 301);
        }
        try {
          const body = await opts.storage.readFile(key);
          return reply
            .header('content-type', contentTypeOfKey(key))
            .header('cache-control', IMMUTABLE)
            .send(body);
        } catch (err) {
          if (isMissingFile(err)) return reply.status(404).send(notFound);
          request.log.error({ err }, 'could not read a public file from the bucket');
          const text = messages.common.storageUnavailable;
          return reply.status(503).send({ error: text, message: text });
        }
      },
    );
  },
  { name: 'uploads' },
);
