import { describe, expect, it } from 'vitest';
import { sourceRateDate } from './rate-date';

const now = new Date('2026-11-26T16:00:00Z');
const at = (parent: unknown) => sourceRateDate(parent, { now, timeZone: 'America/Caracas' });

describe('sourceRateDate', () => {
  it('reads ISO dates with a zone as they are, and without one in the shop zone', () => {
    expect(at({ fechaActualizacion: '2026-11-26T09:15:00.123Z' })?.toISOString()).toBe(
      '2026-11-26T09:15:00.123Z',
    );
    expect(at({ updated_at: '2026-11-26T09:15:00-04:00' })?.toISOString()).toBe(
      '2026-11-26T13:15:00.000Z',
    );
    expect(at({ fecha: '2026-11-26T09:15' })?.toISOString()).toBe('2026-11-26T13:15:00.000Z');
  });

  it('reads day-first dates, with a 12- or 24-hour clock or none', () => {
    expect(at({ last_update: '26/11/2026, 12:05 AM' })?.toISOString()).toBe(
      '2026-11-26T04:05:00.000Z',
    );
    expect(at({ last_update: '25/11/2026 13:00' })?.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(at({ last_update: '25/11/2026' })?.toISOString()).toBe('2026-11-25T04:00:00.000Z');
  });

  it('gives null for what is not a date, and never a date after now', () => {
    expect(at({ last_update: '31/02/2026' })).toBeNull();
    expect(at({ last_update: 'hace 2 horas' })).toBeNull();
    expect(at({ last_update: 1764172800 })).toBeNull();
    expect(at({ price: 36 })).toBeNull();
    expect(at(null)).toBeNull();
    expect(at(['2026-11-26T09:15:00Z'])).toBeNull();
    expect(at({ fecha: '2027-01-01T00:00:00Z' })).toEqual(now);
  });
});
