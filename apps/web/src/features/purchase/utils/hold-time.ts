import { dateTimeFormat } from '@/lib/format';

/**
 * A hold as the browser counts it: `expiresAt` is the server's instant (shown as
 * 'hasta las …'); `deadline` is the same end on this browser's clock, taken from
 * the seconds the server said were left, so a phone whose clock is off still
 * counts the server's time (docs/api.md).
 */
export type HoldTime = { expiresAt: string; deadline: number };

/** The hold of a reserve answer received at `receivedAt` (this browser's clock). */
export function holdTime(
  answer: { expires_at: string; seconds_left: number },
  receivedAt: number = Date.now(),
): HoldTime {
  return { expiresAt: answer.expires_at, deadline: receivedAt + answer.seconds_left * 1000 };
}

/** The state of a hold at `now`: mm:ss left, the last-minute warning, or expired. */
export function holdClock(deadline: number, now: number) {
  const total = Math.max(0, Math.ceil((deadline - now) / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return {
    total,
    minutes,
    seconds,
    text: `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
    warning: total > 0 && total <= 60,
    expired: total === 0,
  };
}

/**
 * '8:41 p. m.' in the business time zone. es-VE already ends the time with a
 * period ('p. m.'), so a sentence must not add another one.
 */
export function untilTime(iso: string, timeZone: string): string {
  return dateTimeFormat(timeZone, { timeStyle: 'short' }).format(new Date(iso));
}
