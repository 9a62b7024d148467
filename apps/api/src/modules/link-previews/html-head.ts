import { escapeHtml } from '../../lib/escape-html';

/** The tags a page carries for link previews (Open Graph, Twitter) and for the tab. */
export type PageMeta = {
  /** og:title: the raffle's own title, or the page's. */
  title: string;
  /** The tab's <title>: the same, followed by the shop's name where the SPA adds it. */
  documentTitle: string;
  description: string;
  /** Absolute URLs: crawlers do not resolve relative ones. */
  url: string;
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
  siteName: string;
  /** A page opened by a secret link: search engines must not list it. */
  noindex?: boolean;
};

/** The robots rule of a private page, as a meta tag and as the X-Robots-Tag header. */
export const NOINDEX = 'noindex, nofollow';

/** The head tags of a page, every value escaped. */
export function headTags(meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(meta.documentTitle)}</title>`,
    named('description', meta.description),
    ...(meta.noindex ? [named('robots', NOINDEX)] : []),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    property('og:site_name', meta.siteName),
    property('og:locale', 'es_VE'),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:type', 'image/jpeg'),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
  ].join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

const FIRST_SUBRESOURCE = /<link\s+rel="stylesheet"|<script\b/i;

/**
 * The SPA's index.html with the page's tags in its head: its own title and
 * description give way, everything else (the splash, the scripts) stays as built.
 * `extras` (a preload, a data block) go before the stylesheet and the scripts, so
 * the browser starts what they name first; `after` (a route's module preloads)
 * after them, so the stylesheet that paints the splash is never queued behind it.
 */
export function injectHead(indexHtml: string, meta: PageMeta, extras = '', after = ''): string {
  let head = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  let pending = extras;
  const first = head.search(FIRST_SUBRESOURCE);
  const closing = head.search(/<\/head>/i);
  const before = first >= 0 && (closing < 0 || first < closing) ? first : closing;
  if (pending && before >= 0) {
    head = `${head.slice(0, before)}${pending}\n    ${head.slice(before)}`;
    pending = '';
  }
  const at = head.search(/<\/head>/i);
  const tags = after ? `${after}\n    ${headTags(meta)}` : headTags(meta);
  if (at >= 0) return `${head.slice(0, at)}  ${tags}\n  ${head.slice(at)}`;
  // No explicit head (a minimal page): tags before the body still belong to the head.
  const doctype = /^\s*<!doctype html>/i.exec(head)?.[0] ?? '';
  return `${doctype}${tags}${pending}${head.slice(doctype.length)}`;
}
