// Public surface of the public-cache module: other modules import only from here.
export { default as publicCachePlugin, invalidateFor } from './public-cache.plugin';
export { serveCached } from './serve-cached';
export { nextRaffleChange } from './public-cache.service';
export { sendAnswer } from './public-cache.reply';
export type { CachedAnswer, PublicCache } from './public-cache';
