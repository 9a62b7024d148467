/**
 * The check of GET /api/auth/me, imported only dynamically by get-me.ts: only a
 * visitor with a stored session asks, so a guest's first load never builds the
 * auth schemas (docs/decisions/020-light-first-load.md).
 */
export { SessionUserSchema } from '@rifas/shared';
