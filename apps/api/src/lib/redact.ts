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

/** Paths whose last segment is a secret: a ticket's unguessable code, on the API and as a page. */
const SECRET_PATHS = [/^(\/api\/tickets\/)[^/?#]+/, /^(\/ticket\/)[^/?#]+/];

/** The URL as access logs may carry it: no ticket codes, tokens or searched buyer data. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const secret of SECRET_PATHS) path = path.replace(secret, '$1[redactado]');
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
