/**
 * The raffle form's date-time field is read in the business time zone (DESIGN §2),
 * whatever the admin's device says. These two helpers convert between that
 * wall-clock text ('2026-03-15T19:00', what <input type="datetime-local"> uses)
 * and the true instant the API stores.
 */

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function wallClockParts(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * '2026-03-15T19:00' read in `timeZone` → the instant as ISO-8601
 * ('2026-03-15T23:00:00.000Z' in America/Caracas). Text that is not a
 * wall-clock time is returned as it is, for the shared schema to refuse.
 */
export function zonedLocalToIso(local: string, timeZone: string): string {
  const match = LOCAL_PATTERN.exec(local.trim());
  if (!match) return local.trim();
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // Two passes settle the offset near a daylight-saving change.
  let instant = wall - zoneOffset(wall, timeZone);
  const corrected = wall - zoneOffset(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant).toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant → its wall-clock text in `timeZone`, for a datetime-local input. '' when invalid. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  const p = wallClockParts(instant, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
