import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatUsd, timeZoneLabel } from './format';

describe('format', () => {
  it('writes US dollars', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd('5')).toBe('$5.00');
    expect(formatUsd('abc')).toBe('');
  });

  it('writes dates in Spanish long format in the business time zone', () => {
    // 02:00 UTC on the 16th is still the 15th in Caracas (UTC-4).
    expect(formatDate('2026-03-16T02:00:00Z')).toBe('15 de marzo de 2026');
    expect(formatDate('2026-03-16T02:00:00Z', 'Europe/Madrid')).toBe('16 de marzo de 2026');
    expect(formatDateTime('2026-03-16T02:00:00Z')).toMatch(
      /^15 de marzo de 2026.*10:00\sp\.\s?m\./,
    );
    expect(formatDate('no es una fecha')).toBe('');
  });
});

describe('timeZoneLabel', () => {
  it('names the zone in Spanish, or its city', () => {
    expect(timeZoneLabel('America/Caracas')).toBe('Hora de Venezuela');
    expect(timeZoneLabel('Etc/Desconocida')).toBe('Hora de Desconocida');
  });
});
