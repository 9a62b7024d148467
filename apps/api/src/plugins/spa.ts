import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@rifas/shared';

/**
 * The built SPA a page is made from: its index.html and, per page whose route is a
 * chunk of its own, the chunks to preload in that page's head (the web build's
 * `.vite/page-preloads.json`, apps/web/build/page-preloads.ts; ADR 056).
 */
export type SpaShell = { indexHtml: string; pagePreloads: { raffle?: string[] } };

/** Answers a page with the SPA's index.html, e.g. with its link-preview tags written in. */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  shell: SpaShell,
) => Promise<unknown>;

/** The page preloads of a build, or none (an older build, a test's bare index.html). */
async function readPagePreloads(webDistDir: string): Promise<SpaShell['pagePreloads']> {
  const path = join(webDistDir, '.vite', 'page-preloads.json');
  if (!existsSync(path)) return {};
  const parsed = JSON.parse(await readFile(path, 'utf8')) as { raffle?: unknown };
  const raffle = Array.isArray(parsed.raffle)
    ? parsed.raffle.filter((file): file is string => typeof file === 'string')
    : undefined;
  return raffle ? { raffle } : {};
}

export type SpaOptions = {
  webDistDir: string | undefined;
  /** Without it, index.html is sent as built. */
  renderPage?: PageRenderer;
};

/**
 * Serves the built SPA with history fallback: any GET that is not /api/* and
 * not a file answers index.html. Public uploads are plugins/uploads.ts.
 */
export default fp<SpaOptions>(
  async function spa(app: FastifyInstance, opts) {
    const hasSpa = Boolean(opts.webDistDir && existsSync(`${opts.webDistDir}/index.html`));
    // Read once: a new build means a restart.
    const shell: SpaShell = hasSpa
      ? {
          indexHtml: await readFile(join(opts.webDistDir!, 'index.html'), 'utf8'),
          pagePreloads: await readPagePreloads(opts.webDistDir!),
        }
      : { indexHtml: '', pagePreloads: {} };
    if (hasSpa) {
      const assetsDir = join(opts.webDistDir!, 'assets') + sep;
      await app.register(fastifyStatic, {
        root: opts.webDistDir!,
        prefix: '/',
        wildcard: false,
        index: false,
        // The web build writes .br and .gz next to every text file: sent as they
        // are to clients that accept them, no compression work per request.
        preCompressed: true,
        // Our own cache-control below; send's default ('public, max-age=0') would overwrite it.
        cacheControl: false,
        setHeaders(res, path) {
          // The body depends on Accept-Encoding (a .br, a .gz or the file itself): a
          // shared cache must not hand one client's copy to another.
          res.setHeader('vary', 'accept-encoding');
          // Hashed assets never change; index.html must always be revalidated.
          res.setHeader(
            'cache-control',
            path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && wantsPage && hasSpa) {
        if (opts.renderPage) return opts.renderPage(request, reply, shell);
        return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDistDir!);
      }
      return reply
        .status(404)
        .send({ error: messages.common.notFound, message: messages.common.notFound });
    });
  },
  { name: 'spa' },
);
