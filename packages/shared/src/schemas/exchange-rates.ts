import { z } from './zod';

/*
 * The public rates apart from the currencies' admin schemas: every page checks
 * GET /monedas/rates on its first load, and importing one schema of a file
 * builds all of that file's schemas.
 */

/** A rate as the API shows it: the cached number, or 'N/A' when it was never fetched. */
export const RateValueSchema = z.union([z.number(), z.literal('N/A')]);
export type RateValue = z.infer<typeof RateValueSchema>;

/**
 * One entry of the public GET /monedas/rates (the header strip), in display
 * order: posicion, then codigo. `stale` is true
 * when the rate is older than three refresh intervals (the source keeps failing);
 * `last_error_at` says when the last failed fetch happened, if after the rate.
 */
export const ExchangeRateSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  simbolo: z.string(),
  precio: RateValueSchema,
  updated_at: z.iso.datetime().nullable(),
  stale: z.boolean(),
  last_error_at: z.iso.datetime().nullable(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;
export const ExchangeRateListSchema = z.array(ExchangeRateSchema);
