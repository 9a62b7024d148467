/**
 * Sales that close by themselves (issue 44): when every number is validated
 * ('sold_out'), at the raffle's close time ('time'), at whichever comes first
 * ('both'), or only by hand ('off').
 */
export const AUTO_CLOSE_MODES = ['both', 'time', 'sold_out', 'off'] as const;
export type AutoCloseMode = (typeof AUTO_CLOSE_MODES)[number];

/** Without a close time of its own, a raffle's sales close this long before its draw. */
export const SALES_CLOSE_BEFORE_DRAW_MS = 30 * 60_000;

/** When a raffle's sales close: its own time, or the draw date minus 30 minutes. */
export function salesCloseTime(raffle: {
  drawDate: Date | string;
  salesCloseAt: Date | string | null;
}): Date {
  if (raffle.salesCloseAt) return new Date(raffle.salesCloseAt);
  return new Date(new Date(raffle.drawDate).getTime() - SALES_CLOSE_BEFORE_DRAW_MS);
}

export const closesAtTime = (mode: AutoCloseMode) => mode === 'time' || mode === 'both';
export const closesWhenSoldOut = (mode: AutoCloseMode) => mode === 'sold_out' || mode === 'both';
