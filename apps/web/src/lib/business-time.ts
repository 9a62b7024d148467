import { TZDate } from '@date-fns/tz';

/**
 * The raffle form's date-time field is read in the business time zone (docs/domain.md),
 * whatever the admin's device says. These two helpers convert between that
 * wall-clock text ('2026-03-15T19:00', what <input type="datetime-local"> uses)
 * and the true instant the API stores. The zone arithmetic (offsets, daylight-saving
 * changes) is @date-fns/tz's TZDate.
 */

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * '2026-03-15T19:00' read in `timeZone` → the instant as ISO-8601
 * ('2026-03-15T23:00:00.000Z' in America/Caracas). Text that is not a
 * wall-clock time is returned as it is, for the shared schema to refuse.
 */
export function zonedLocalToIso(local: string, timeZone: string): string {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return local.trim();
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = new TZDate(y!, mo! - 1, d!, h!, mi!, s!, timeZone);
  // TZDate's own toISOString keeps the zone's offset; the API wants UTC.
  return new Date(wall.getTime()).toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant → its wall-clock text in `timeZone`, for a datetime-local input. '' when invalid. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  const wall = new TZDate(instant, timeZone);
  return `${wall.getFullYear()}-${two(wall.getMonth() + 1)}-${two(wall.getDate())}T${two(wall.getHours())}:${two(wall.getMinutes())}`;
}
