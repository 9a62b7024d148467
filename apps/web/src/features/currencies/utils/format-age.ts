// Built on first use, not while the page's scripts are evaluated (see lazyNumberFormat in @rifas/shared).
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat('es', { style: 'short', numeric: 'always' }));

const JUST_NOW = 5_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `then` was, seen from `now`, in short Spanish: 'justo ahora', 'hace 40 s',
 * 'hace 12 min', 'hace 3 h', 'hace 2 d'. '' for a missing or unreadable date.
 */
export function formatAge(then: string | null | undefined, now: number): string {
  if (!then) return '';
  const at = Date.parse(then);
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < JUST_NOW) return 'justo ahora';
  if (elapsed < MINUTE) return relative().format(-Math.floor(elapsed / 1000), 'second');
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < 2 * DAY) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  return relative().format(-Math.floor(elapsed / DAY), 'day');
}
