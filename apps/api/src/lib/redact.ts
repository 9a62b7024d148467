/**
 * Query keys whose values are safe to log: paging, filters by state or id,
 * formats. Any other value (a search for a buyer's e-mail or cédula, a link
 * token, a signature) is replaced, so a new query parameter is hidden until
 * someone decides it is harmless.
 */
const LOGGABLE_QUERY_KEYS = new Set([
  'page',
  'limit',
  'format',
  'status',
  'raffle_id',
  'preview',
  'all',
  'action',
  'entity',
  'entity_id',
  'expires',
]);

/**
 * What a loggable key's value looks like: a word (a state, a format) or a
 * number up to 13 digits (a page, an id, an expiry). Anything else written
 * there (an e-mail, a cédula with its letter) is hidden like any other value.
 */
const LOGGABLE_VALUE = /^(?:[a-z_]{1,30}|\d{1,13})$/i;

/**
 * Pages opened by a secret link (a ticket's code, a seller's report token): kept
 * out of search engines (robots.txt, noindex) and out of the access logs.
 */
export const PRIVATE_PAGES = ['/ticket/', '/vendedor/'] as const;

/** Where a path's rest is a secret: the private pages and the API routes they call. */
const SECRET_PREFIXES = ['/api/tickets/', '/api/sellers/report/', ...PRIVATE_PAGES];

/**
 * A prefix as a router may still match it: any case (the SPA's router ignores it)
 * and repeated slashes. Everything after it is hidden, a trailing segment too.
 */
const SECRET_PATHS = SECRET_PREFIXES.map(
  (prefix) => new RegExp(`^(${prefix.split('/').join('/+')})[^?#]+`, 'i'),
);

/** Whether a path is one of the PRIVATE_PAGES, as the SPA's router would match it. */
export function isPrivatePage(path: string): boolean {
  return SECRET_PATHS.slice(-PRIVATE_PAGES.length).some((secret) => secret.test(path));
}

/** The URL as access logs may carry it: no ticket codes, tokens or searched buyer data. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const secret of SECRET_PATHS) {
    path = path.replace(secret, (_, prefix: string) => `${prefix.replace(/\/+/g, '/')}[redactado]`);
  }
  if (q === -1) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const [key, value] of [...params.entries()]) {
    if (!LOGGABLE_QUERY_KEYS.has(key) || !LOGGABLE_VALUE.test(value)) {
      params.set(key, '[redactado]');
    }
  }
  return `${path}?${params.toString()}`;
}

/** pino paths never written to the logs. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.bot_token',
  'req.headers["x-telegram-bot-api-secret-token"]',
  '*.customer_id',
];
