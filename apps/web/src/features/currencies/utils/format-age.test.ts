import { describe, expect, it } from 'vitest';
import { formatAge } from './format-age';

const now = Date.parse('2026-03-15T12:00:00Z');

describe('formatAge', () => {
  it('says how old a date is in short Spanish', () => {
    expect(formatAge('2026-03-15T11:59:20Z', now)).toBe('hace 40 s');
    expect(formatAge('2026-03-15T11:48:00Z', now)).toBe('hace 12 min');
    expect(formatAge('2026-03-15T09:00:00Z', now)).toBe('hace 3 h');
    expect(formatAge('2026-03-14T00:00:00Z', now)).toBe('hace 36 h');
    expect(formatAge('2026-03-12T12:00:00Z', now)).toBe('hace 3 d');
  });

  it('is empty for a missing date and never in the future', () => {
    expect(formatAge(null, now)).toBe('');
    expect(formatAge('no es fecha', now)).toBe('');
    expect(formatAge('2026-03-15T11:59:57Z', now)).toBe('justo ahora');
    expect(formatAge('2026-03-15T12:00:30Z', now)).toBe('justo ahora');
  });
});
