import { format, messages, parseRate } from '@rifas/shared';
import {
  safeFetch,
  SafeFetchError,
  type SafeFetchFailure,
  type SafeFetchOptions,
} from '../../lib/safe-fetch';
import { sourceRateDate } from './rate-date';

const texts = messages.currencies.rateErrors;

/** A failed fetch of a url_precio; its message is what the admin sees as last_error. */
export class RateFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateFetchError';
  }
}

const fetchFailureText: Record<SafeFetchFailure, string> = {
  invalid_url: texts.invalidUrl,
  protocol: texts.protocol,
  private_address: texts.privateAddress,
  dns: texts.dns,
  timeout: texts.timeout,
  too_large: texts.tooLarge,
  redirect: texts.redirect,
  network: texts.network,
};

/** The value at a dotted path of a JSON answer ('monitors.usd.price'), or undefined. */
export function readFieldPath(data: unknown, path: string): unknown {
  let value: unknown = data;
  if (path === '') return value;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    if (!Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A rate read from a source, with the date the source gives it (null: none given). */
export type SourceRate = { precio: number; fecha: Date | null };

/**
 * The rate of 1 USD from a source: the JSON value at `campo` ('price' by default;
 * DolarApi's 'promedio', pyDolarVenezuela v2's 'monitors.usd.price'), a positive
 * number or a numeric string with a dot (docs/domain.md), and the date found
 * beside it (rate-date.ts). Anything else is a failed fetch.
 */
export async function fetchUsdRate(
  url: string,
  campo: string,
  opts: SafeFetchOptions & { now: Date; timeZone: string },
): Promise<SourceRate> {
  let res;
  try {
    res = await safeFetch(url, opts);
  } catch (err) {
    if (err instanceof SafeFetchError) throw new RateFetchError(fetchFailureText[err.reason]);
    throw new RateFetchError(texts.network);
  }
  if (res.status < 200 || res.status >= 300) {
    throw new RateFetchError(format(texts.status, { status: res.status }));
  }
  let data: unknown;
  try {
    data = JSON.parse(res.body);
  } catch {
    throw new RateFetchError(texts.notJson);
  }
  const price = readFieldPath(data, campo);
  if (price === undefined) throw new RateFetchError(format(texts.missingPrice, { campo }));
  const rate = typeof price === 'number' || typeof price === 'string' ? parseRate(price) : null;
  if (rate === null) throw new RateFetchError(texts.invalidPrice);
  const parent = readFieldPath(data, campo.split('.').slice(0, -1).join('.'));
  return { precio: rate, fecha: sourceRateDate(parent, opts) };
}
