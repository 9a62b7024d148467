import { z } from './zod';
import { messages } from '../messages';
import { RateValueSchema } from './exchange-rates';
import { text } from './text';

const m = messages.currencies;

/** 'si' active, 'no' inactive (docs/domain.md); a missing status counts as active. */
export const CurrencyStatusSchema = z.enum(['si', 'no']);
export type CurrencyStatus = z.infer<typeof CurrencyStatusSchema>;

export const SYMBOL_MAX_LENGTH = 5;
export const POSITION_MAX = 999;

/** Only absolute http(s) addresses can be fetched (docs/security.md). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// `abort` stops at the first failed check, so an empty field says "requerido" only.
const required = (message: string) =>
  text({ error: message }).trim().min(1, { error: message, abort: true });

/** Where the rate is in a source's JSON: a name or a dotted path ('monitors.usd.price'). */
export const FieldPathSchema = text()
  .trim()
  .max(100, m.fieldPathInvalid)
  .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, m.fieldPathInvalid);

/** A fallback source; a row left empty (no address) is no source and is dropped. */
export const RateSourceSchema = z.object({
  url: text()
    .trim()
    .max(2048, m.urlInvalid)
    .refine((url) => url === '' || isHttpUrl(url), m.urlInvalid),
  campo: FieldPathSchema,
});
export const MAX_RATE_FALLBACKS = 2;

/**
 * The admin currency form (docs/domain.md), used by the web form and the API.
 * codigo is upper-cased before it is checked, so 'ves' is saved as 'VES'.
 */
export const CurrencyFormSchema = z.object({
  nombre: required(m.nameRequired).max(100, m.nameTooLong),
  codigo: required(m.codeRequired)
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, m.codeFormat),
  simbolo: required(m.symbolRequired).max(SYMBOL_MAX_LENGTH, m.symbolTooLong),
  url_precio: required(m.urlRequired).max(2048, m.urlInvalid).refine(isHttpUrl, m.urlInvalid),
  /** Where the rate is in url_precio's answer; missing keeps the current one ('price' when new). */
  campo_precio: FieldPathSchema.nullish(),
  /** Up to two sources tried in order when url_precio fails; missing keeps the current ones. */
  respaldos: z
    .array(RateSourceSchema)
    .max(MAX_RATE_FALLBACKS, m.fallbacksTooMany)
    .transform((sources) => sources.filter((source) => source.url !== ''))
    .nullish(),
  /** 'Tasa manual': a rate the operator sets; null goes back to the sources. */
  precio_manual: z
    .number({ error: m.manualRateInvalid })
    .positive(m.manualRateInvalid)
    .max(1e12, m.manualRateInvalid)
    .nullish(),
  /** The admin form sends the status as `status` (docs/domain.md). */
  status: CurrencyStatusSchema.nullish(),
  /** Display order (lower first); missing keeps the current one, or 0 for a new currency. */
  posicion: z
    .number({ error: m.positionInvalid })
    .int(m.positionInvalid)
    .min(0, m.positionInvalid)
    .max(POSITION_MAX, m.positionInvalid)
    .nullish(),
});
export type CurrencyForm = z.input<typeof CurrencyFormSchema>;

/** The request body of POST/PUT /monedas: the form, plus `estatus` accepted as an alias of `status`. */
export const CurrencyInputSchema = CurrencyFormSchema.extend({
  estatus: CurrencyStatusSchema.nullish(),
});
export type CurrencyInput = z.output<typeof CurrencyInputSchema>;

/** A currency in admin responses. */
export const CurrencySchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  codigo: z.string(),
  simbolo: z.string(),
  url_precio: z.string(),
  campo_precio: z.string(),
  respaldos: z.array(z.object({ url: z.string(), campo: z.string() })),
  precio_manual: z.number().nullable(),
  /** Which source gave `precio` ('principal', 'respaldo 1', 'respaldo 2', 'manual'), null before any. */
  fuente_precio: z.string().nullable(),
  estatus: CurrencyStatusSchema,
  posicion: z.number().int(),
  precio: RateValueSchema,
  /** When this rate was obtained (never the time of a failed attempt). */
  precio_updated_at: z.iso.datetime().nullable(),
  /** Older than RATE_STALE_HOURS: 'Tasa vieja'. */
  stale: z.boolean(),
  last_error: z.string().nullable(),
  last_error_at: z.iso.datetime().nullable(),
});
export type Currency = z.infer<typeof CurrencySchema>;

/** GET /monedas query: page and limit fall back to their defaults when unusable. */
export const CurrencyListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce.number().int().min(1).max(100).catch(20),
  search: text().trim().max(100).catch(''),
});
export type CurrencyListQuery = z.infer<typeof CurrencyListQuerySchema>;

export const CurrencyPaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

export const CurrencyListSchema = z.object({
  monedas: z.array(CurrencySchema),
  pagination: CurrencyPaginationSchema,
});
export type CurrencyList = z.infer<typeof CurrencyListSchema>;

/** GET /monedas/stats/overview; with_rate counts active currencies that have a rate. */
export const CurrencyStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  with_rate: z.number().int(),
});
export type CurrencyStats = z.infer<typeof CurrencyStatsSchema>;
