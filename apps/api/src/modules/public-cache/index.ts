// Public surface of the public-cache module: other modules import only from here.
export { default as publicCachePlugin, invalidateFor } from './public-cache.plugin';
export { serveCached } from './serve-cached';
export { findNextRaffleChange } from './public-cache.repository';
export { sendAnswer } from './public-cache.reply';
export type { CachedAnswer, PublicCache } from './public-cache';
