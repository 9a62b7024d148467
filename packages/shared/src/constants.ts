/**
 * Defaults both apps rely on. The API reads the live values from its
 * configuration (these are the defaults there) and publishes them at
 * GET /api/config; see docs/operations.md.
 */

/** How many numbers one order may hold or buy, unless MAX_NUMBERS_PER_ORDER says otherwise. */
export const DEFAULT_MAX_NUMBERS_PER_ORDER = 500;

/** The business's time zone (draw dates, daily sales), unless BUSINESS_TZ says otherwise. */
export const DEFAULT_BUSINESS_TZ = 'America/Caracas';

/** A guest holder id: the browser's random id, safe to embed in a holder key. */
export const HOLDER_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/** A purchase's Idempotency-Key (docs/purchase-path.md §4). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * A key a checkout may ask about later (POST /raffles/:id/purchase/status): at
 * least 32 characters, as long as the SPA's random UUIDs, so a key short enough
 * to guess never answers (ADR 070).
 */
export const LOOKUP_KEY_PATTERN = /^[A-Za-z0-9_.:-]{32,200}$/;

/**
 * The `sizes` of a raffle page's image: the SPA shows it at this width and the
 * server preloads the same file in the page's head (a different value would
 * fetch a second width).
 */
export const RAFFLE_DETAIL_IMAGE_SIZES = '(min-width: 1024px) 660px, 100vw';

/**
 * The ids of the JSON data blocks a raffle page's HTML carries, by the read each
 * stands for (ADR 020): the API writes them, the SPA takes each once instead of
 * asking the API on its first render.
 */
export const FIRST_LOAD_BLOCKS = {
  raffle: 'raffle-data',
  config: 'config-data',
  rates: 'rates-data',
} as const;
