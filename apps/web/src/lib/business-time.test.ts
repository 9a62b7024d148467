import { describe, expect, it } from 'vitest';
import { isoToZonedLocal, zonedLocalToIso } from './business-time';

describe('business time zone conversion', () => {
  it('reads the wall-clock time in the business zone, not the device zone', () => {
    expect(zonedLocalToIso('2026-03-15T19:00', 'America/Caracas')).toBe('2026-03-15T23:00:00.000Z');
    expect(zonedLocalToIso('2026-03-15T19:00', 'Europe/Madrid')).toBe('2026-03-15T18:00:00.000Z');
    expect(zonedLocalToIso('2026-07-15T19:00', 'Europe/Madrid')).toBe('2026-07-15T17:00:00.000Z');
  });

  it('is exact on both sides of a daylight-saving change', () => {
    // New York moves from UTC-5 to UTC-4 at 2026-03-08 02:00 local.
    expect(zonedLocalToIso('2026-03-08T01:30', 'America/New_York')).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    expect(zonedLocalToIso('2026-03-08T03:30', 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('turns an instant back into the text the input shows', () => {
    expect(isoToZonedLocal('2026-03-15T23:00:00.000Z', 'America/Caracas')).toBe('2026-03-15T19:00');
    expect(isoToZonedLocal('2026-01-01T03:59:00.000Z', 'America/Caracas')).toBe('2025-12-31T23:59');
    expect(isoToZonedLocal('no es fecha', 'America/Caracas')).toBe('');
  });

  it('leaves text that is not a date-time for the schema to refuse', () => {
    expect(zonedLocalToIso('', 'America/Caracas')).toBe('');
    expect(zonedLocalToIso('mañana', 'America/Caracas')).toBe('mañana');
  });
});
