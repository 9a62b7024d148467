import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@rifas/shared';
import { serviceContext } from '../../context';
import { nextRaffleChange, sendAnswer, type CachedAnswer } from '../public-cache';
import { injectHead, NOINDEX } from './html-head';
import { brandStyle, withBrandStyle } from './brand-style';
import { OgImageCache } from './og-image-cache';
import {
  buildPreviewCatalog,
  drawPreviewImage,
  findPreviewImage,
  pageMeta,
  type PreviewCatalog,
} from './link-previews.service';
import { pageTarget } from './page-target';
import { robotsTxt, sitemapXml } from './link-previews.sitemap';
import {
  publicAnswerJson,
  raffleHeadExtras,
  routePreloadTags,
  shopHeadExtras,
} from '../first-load';
import type { SpaShell } from '../../plugins/spa';

/**
 * What the machine pages depend on (modules/public-cache maps changes to
 * tags): raffles (a draft published, a title edited), rates (the price in the
 * first currency) and the shop's settings.
 */
const TAGS = ['raffles', 'rates', 'settings'];
const CATALOG_KEY = 'link-previews:catalog';
const HTML = 'text/html; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function loadCatalog(app: FastifyInstance, request: FastifyRequest): Promise<PreviewCatalog> {
  const answer =
    app.publicCache.peek(CATALOG_KEY) ??
    (await app.publicCache.get(CATALOG_KEY, TAGS, async () => {
      const built = await buildPreviewCatalog(serviceContext(request));
      return { json: JSON.stringify(built), validUntil: built.validUntil };
    }));
  // The catalog is kept as JSON text like every cached answer; parsed once per entry.
  const parsed = app.runtime.previewCatalogs;
  let catalog = parsed.get(answer) as PreviewCatalog | undefined;
  if (!catalog) {
    catalog = JSON.parse(answer.identity.toString()) as PreviewCatalog;
    parsed.set(answer, catalog);
  }
  return catalog;
}

/** A cached text answer under `key`, built from the catalog when missing. */
async function cachedText(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  build: (catalog: PreviewCatalog) => string,
): Promise<CachedAnswer> {
  const hit = app.publicCache.peek(key);
  if (hit) return hit;
  const catalog = await loadCatalog(app, request);
  return app.publicCache.get(key, TAGS, () =>
    Promise.resolve({ json: build(catalog), validUntil: catalog.validUntil }),
  );
}

/**
 * The SPA's index.html for a page, with its link-preview tags written in
 * (crawlers run no JavaScript): held ready per page, in every encoding. A public
 * raffle's page also carries its image preload and the public answers its first
 * render needs, so it depends on that raffle's numbers too (a purchase changes
 * its counts).
 */
export async function renderPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  shell: SpaShell,
) {
  const { indexHtml } = shell;
  const ctx = serviceContext(request);
  const catalog = await loadCatalog(app, request);
  const target = pageTarget(request.url);
  const { key, meta, raffleId } = pageMeta(ctx, { catalog, target });
  const tags = raffleId === null ? TAGS : [...TAGS, `raffle:${raffleId}`];
  const style = brandStyle(catalog.shop.brandColor);
  const answer =
    app.publicCache.peek(key) ??
    (await app.publicCache.get(key, tags, async () => {
      if (raffleId === null) {
        const config = await publicAnswerJson(app, '/api/config');
        const extras = [style.tag, shopHeadExtras(config)].join('\n    ');
        return { json: injectHead(indexHtml, meta, extras), validUntil: catalog.validUntil };
      }
      // The raffle's answer lapses when time alone changes it (a draw, a hold's end):
      // so does the page that carries it.
      // The shop's config and the rates come too: the page depends on 'settings' and
      // 'rates' already, and the SPA revalidates the rates at once (they age by time).
      const [raffle, config, rates, validUntil] = await Promise.all([
        publicAnswerJson(app, `/api/raffles/${raffleId}`),
        publicAnswerJson(app, '/api/config'),
        publicAnswerJson(app, '/api/monedas/rates'),
        nextRaffleChange({ ...ctx, now: app.clock() }, { raffleId }),
      ]);
      const extras = [
        style.tag,
        raffle === null ? '' : raffleHeadExtras(raffleId, { raffle, config, rates }),
      ].join('\n    ');
      // The raffle route's chunks (ADR 056), only where the page is a public raffle.
      const routeChunks = raffle === null ? '' : routePreloadTags(shell.pagePreloads.raffle ?? []);
      return {
        json: injectHead(indexHtml, meta, extras, routeChunks),
        validUntil: earliest(validUntil, catalog.validUntil),
      };
    }));
  if (target.kind === 'private') reply.header('x-robots-tag', NOINDEX);
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header('content-security-policy', withBrandStyle(policy, style));
  }
  return sendAnswer(request, reply, answer, HTML);
}

const earliest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);

const OG_FILE = /^(\d{1,9})\.jpg$/;

/** The machine pages: robots.txt, sitemap.xml and the preview images (outside /api). */
export default async function linkPreviewsRoutes(app: FastifyInstance) {
  const images = new OgImageCache();
  // Pages for machines, not part of the API: public, and left out of the OpenAPI document.
  const config = { access: 'public' as const };
  const schema = { hide: true };
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ error: messages.common.notFound, message: messages.common.notFound });

  app.get('/robots.txt', { config, schema }, async (request, reply) => {
    const answer = await cachedText(app, request, 'robots', () =>
      robotsTxt(serviceContext(request)),
    );
    return sendAnswer(request, reply, answer, 'text/plain; charset=utf-8');
  });

  app.get('/sitemap.xml', { config, schema }, async (request, reply) => {
    const answer = await cachedText(app, request, 'sitemap', (catalog) =>
      sitemapXml(serviceContext(request), { catalog }),
    );
    return sendAnswer(request, reply, answer, 'application/xml; charset=utf-8');
  });

  const sendImage = async (
    request: FastifyRequest<{ Querystring: { v?: string } }>,
    reply: FastifyReply,
    raffleId: number | null,
  ) => {
    const catalog = await loadCatalog(app, request);
    const image = findPreviewImage(catalog, { raffleId });
    if (!image) return notFound(reply);
    const ctx = serviceContext(request);
    const jpeg = await images.get(image.version, () => drawPreviewImage(ctx, image));
    // The URL in the tags names the version: that one never changes. An old
    // link (a previous version) gets today's image, briefly cached.
    const current = request.query.v === image.version;
    return (
      reply
        .header('content-type', 'image/jpeg')
        // Meant to be shown by other sites and apps (chat previews), unlike the rest of the shop.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('etag', `"${image.version}"`)
        .header('cache-control', current ? IMMUTABLE : 'public, max-age=300')
        .send(jpeg)
    );
  };

  app.get<{ Querystring: { v?: string } }>('/og/shop.jpg', { config, schema }, (request, reply) =>
    sendImage(request, reply, null),
  );

  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    '/og/raffles/:file',
    { config, schema },
    (request, reply) => {
      const match = OG_FILE.exec(request.params.file);
      if (!match) return notFound(reply);
      return sendImage(request, reply, Number(match[1]));
    },
  );
}
