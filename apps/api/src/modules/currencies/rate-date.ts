import { wallClock } from '../../lib/spreadsheet';

/**
 * Where the free sources put the date of the rate they serve, beside the rate:
 * DolarApi 'fechaActualizacion', pyDolarVenezuela 'last_update' (docs/domain.md Rates).
 */
const DATE_FIELDS = ['fechaActualizacion', 'last_update', 'updated_at', 'fecha'] as const;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
// '25/11/2026', '25/11/2026, 01:00 PM', '25/11/2026 13:00'
const DAY_FIRST =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?:\s*([AaPp])\.?\s*[Mm]\.?)?)?$/;

/** The instant a wall-clock time in `timeZone` names (exact outside a DST change). */
function fromWallClock(wall: number, timeZone: string): number {
  const offset = wallClock(timeZone)(new Date(wall)).getTime() - wall;
  return wall - offset;
}

function parseSourceDate(text: string, timeZone: string): number | null {
  const value = text.trim();
  if (ISO.test(value)) {
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
    const parsed = Date.parse(zoned ? value : `${value}Z`);
    if (Number.isNaN(parsed)) return null;
    return zoned ? parsed : fromWallClock(parsed, timeZone);
  }
  const m = DAY_FIRST.exec(value);
  if (!m) return null;
  const [, day, month, year, hourText, minute, meridiem] = m;
  let hour = hourText === undefined ? 0 : Number(hourText);
  if (meridiem) hour = (hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), hour, Number(minute ?? 0));
  const check = new Date(wall);
  // 31/02 or 25/13 is not a date: Date.UTC would roll it over.
  if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) return null;
  return fromWallClock(wall, timeZone);
}

/**
 * The date the source gives for its rate, read beside the rate's field
 * ('monitors.usd.price' → 'monitors.usd.last_update'); a time without a zone is
 * the shop's (BUSINESS_TZ). Never later than `now` (a source's clock may run
 * ahead); null when the answer has no date we can read, and the rate then
 * counts from the moment it was fetched.
 */
export function sourceRateDate(
  parent: unknown,
  { now, timeZone }: { now: Date; timeZone: string },
): Date | null {
  if (typeof parent !== 'object' || parent === null || Array.isArray(parent)) return null;
  for (const field of DATE_FIELDS) {
    const text: unknown = (parent as Record<string, unknown>)[field];
    if (typeof text !== 'string') continue;
    const at = parseSourceDate(text, timeZone);
    if (at !== null) return new Date(Math.min(at, now.getTime()));
  }
  return null;
}
