import type { ServiceContext } from '../../context';
import { escapeHtml } from '../../lib/escape-html';
import { PRIVATE_PAGES } from '../../lib/redact';
import type { PreviewCatalog } from './link-previews.service';

/**
 * robots.txt: the admin, the API and the pages opened by a secret link stay
 * out of search engines. The preview images live under /og/, outside /api, so
 * crawlers that obey robots.txt (Twitter's) still fetch them.
 */
export function robotsTxt(ctx: ServiceContext): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    ...PRIVATE_PAGES.map((page) => `Disallow: ${page}`),
    'Allow: /',
    '',
    `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: home, the lists and every public raffle (never a draft). */
export function sitemapXml(ctx: ServiceContext, input: { catalog: PreviewCatalog }): string {
  const base = ctx.config.publicUrl;
  const url = (path: string, lastModified?: string) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${
      lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    url('/raffles'),
    url('/past-raffles'),
    ...input.catalog.raffles.map((raffle) => url(`/raffles/${raffle.id}`, raffle.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}
