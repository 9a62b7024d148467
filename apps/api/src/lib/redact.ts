const SECRET_QUERY_KEYS = /^(token|password|newpassword|signature|sig)$/i;

/** Removes token-like query values before a URL reaches the logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redactado]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** pino paths never written to the logs. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.customer_id',
];
