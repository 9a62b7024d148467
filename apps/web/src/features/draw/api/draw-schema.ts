/**
 * The draw's answer check, imported only dynamically by get-draw.ts: the raffle
 * page reads the draw on first load, and a static import would put zod in the
 * entry (docs/decisions/020-light-first-load.md). Home never downloads it.
 */
export { DrawSchema } from '@rifas/shared';
