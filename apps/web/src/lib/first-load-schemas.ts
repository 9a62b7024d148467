/**
 * The checks of the answers every first page load reads (raffles, config, rates,
 * the signed-in user). Only lib/lazy-schema.ts imports this file, dynamically, so
 * these schemas and zod make a chunk of their own that downloads alongside the
 * first answers instead of inside the entry (docs/decisions/020-light-first-load.md).
 */
export {
  ExchangeRateListSchema,
  PublicConfigSchema,
  RaffleListSchema,
  RaffleSchema,
  SessionUserSchema,
} from '@rifas/shared';
