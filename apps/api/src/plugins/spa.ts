import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@rifas/shared';

export type SpaOptions = { webDistDir: string | undefined; publicUploadDir: string };

/**
 * Serves public uploads under /uploads/ and the built SPA with history fallback:
 * any GET that is not /api/* and not a file answers index.html.
 */
export default fp<SpaOptions>(
  async function spa(app: FastifyInstance, opts) {
    await mkdir(opts.publicUploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.publicUploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      immutable: true,
    });

    const hasSpa = Boolean(opts.webDistDir && existsSync(`${opts.webDistDir}/index.html`));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir!,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          // Hashed assets never change; index.html must always be revalidated.
          res.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && wantsPage && hasSpa) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDistDir!);
      }
      return reply
        .status(404)
        .send({ error: messages.common.notFound, message: messages.common.notFound });
    });
  },
  { name: 'spa' },
);
