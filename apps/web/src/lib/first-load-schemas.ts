/**
 * The checks of the answers every first page load reads (raffles, config, rates;
 * the signed-in user's comes with its own read, features/auth/api/get-me.ts).
 * Only lib/lazy-schema.ts imports this file, dynamically, so these schemas and
 * zod make a chunk of their own that downloads alongside the first answers
 * instead of inside the entry (docs/decisions/020-light-first-load.md).
 */
export {
  ExchangeRateListSchema,
  PublicConfigSchema,
  RaffleListSchema,
  RaffleSchema,
} from '@rifas/shared';
