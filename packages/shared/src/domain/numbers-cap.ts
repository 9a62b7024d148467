import { format, messages } from '../messages';
import { formatCount } from './format';
import { plural } from './plural';

/**
 * A cap on a raffle's outstanding numbers (docs/decisions/012-abuse-limits.md,
 * defaults in ADR 040): the larger of a share of the range and a floor, never
 * above the range. One rule for the API's caps and the picker's limit.
 */
export function numbersCap(rangeSize: number, percent: number, min: number): number {
  return Math.min(rangeSize, Math.max(min, Math.ceil((rangeSize * percent) / 100)));
}

/**
 * The 429 of the per-buyer cap: what the buyer already has, the maximum, and
 * how many they may still take ('1 número más', '5 números más'), or that
 * they must wait for their payment to be verified when none is left.
 */
export function buyerCapMessage({ max, count }: { max: number; count: number }): string {
  const m = messages.abuse;
  const remaining = Math.max(0, max - count);
  if (count === 0) return format(m.buyerCapNone, { max: plural(max, 'número', 'números') });
  const has = plural(count, 'número apartado', 'números apartados');
  if (remaining === 0) return format(m.buyerCapFull, { has, max: formatCount(max) });
  return format(m.buyerCapSome, {
    has,
    max: formatCount(max),
    more: plural(remaining, 'número más', 'números más'),
  });
}
