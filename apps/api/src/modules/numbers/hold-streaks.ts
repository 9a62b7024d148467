/**
 * How long one holder may keep a number held in a row (docs/decisions/049-holds-end.md).
 * A streak starts with a fresh hold and lasts while the holder holds the number
 * again soon enough: re-picking it within the first hold keeps that hold's
 * deadline (the hold moves, it is not renewed); holding it again after the hold
 * ended ('Apartar de nuevo') gives one more hold, ending at most 2 × HOLD_MINUTES
 * after the streak started; from then until 3 × HOLD_MINUTES the holder cannot
 * hold it (anyone may buy it, the holder too); after that a hold starts afresh.
 */
export type HoldPlan =
  { kind: 'hold'; startedAt: Date; expiresAt: Date } | { kind: 'exhausted'; holdableAt: Date };

/** How long an ended hold is remembered: a streak's whole course. */
export const streakMemoryMinutes = (holdMinutes: number) => 3 * holdMinutes;

export function planHold(started: Date | undefined, now: Date, holdMinutes: number): HoldPlan {
  const hold = holdMinutes * 60_000;
  const at = (ms: number) => new Date(ms);
  const fresh: HoldPlan = { kind: 'hold', startedAt: now, expiresAt: at(now.getTime() + hold) };
  if (!started) return fresh;
  const start = started.getTime();
  const age = now.getTime() - start;
  if (age < hold) return { kind: 'hold', startedAt: started, expiresAt: at(start + hold) };
  if (age < 2 * hold) {
    const end = Math.min(now.getTime() + hold, start + 2 * hold);
    return { kind: 'hold', startedAt: started, expiresAt: at(end) };
  }
  if (age < 3 * hold) return { kind: 'exhausted', holdableAt: at(start + 3 * hold) };
  return fresh;
}
