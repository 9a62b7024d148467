import { describe, expect, it } from 'vitest';
import {
  releasedCountText,
  ReleaseExpiredInputSchema,
  ReleaseSpecificInputSchema,
  reservationAgeLevel,
  reservationAgeText,
} from './reserved-numbers';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('reservation age (docs/domain.md)', () => {
  it('colours over 24 h red, over 12 orange, over 6 yellow, else green', () => {
    const h = 60;
    expect(reservationAgeLevel(24 * h + 1)).toBe('red');
    expect(reservationAgeLevel(24 * h)).toBe('orange');
    expect(reservationAgeLevel(12 * h + 1)).toBe('orange');
    expect(reservationAgeLevel(12 * h)).toBe('yellow');
    expect(reservationAgeLevel(6 * h + 1)).toBe('yellow');
    expect(reservationAgeLevel(6 * h)).toBe('green');
    expect(reservationAgeLevel(0)).toBe('green');
  });

  it('shows the age in days, hours or minutes', () => {
    expect(reservationAgeText(0)).toBe('0 minutos');
    expect(reservationAgeText(1)).toBe('1 minuto');
    expect(reservationAgeText(59)).toBe('59 minutos');
    expect(reservationAgeText(60)).toBe('1 hora');
    expect(reservationAgeText(23 * 60 + 59)).toBe('23 horas');
    expect(reservationAgeText(24 * 60)).toBe('1 día');
    expect(reservationAgeText(50 * 60)).toBe('2 días');
  });
});

describe('release inputs', () => {
  it('asks for at least one number', () => {
    for (const body of [{ numbers: [] }, {}, null]) {
      expect(firstError(ReleaseSpecificInputSchema.safeParse(body))).toBe(
        'Por favor selecciona al menos un número para liberar',
      );
    }
    expect(ReleaseSpecificInputSchema.parse({ numbers: [3, 1] })).toEqual({ numbers: [3, 1] });
  });

  it('defaults release-expired to 24 hours and refuses nonsense', () => {
    expect(ReleaseExpiredInputSchema.parse(null)).toEqual({ expirationHours: 24 });
    expect(ReleaseExpiredInputSchema.parse({})).toEqual({ expirationHours: 24 });
    expect(ReleaseExpiredInputSchema.parse({ expirationHours: '12' })).toEqual({
      expirationHours: 12,
    });
    expect(ReleaseExpiredInputSchema.parse({ expirationHours: 0.5 })).toEqual({
      expirationHours: 0.5,
    });
    for (const expirationHours of [0, -1, 24 * 366, 'abc']) {
      expect(firstError(ReleaseExpiredInputSchema.safeParse({ expirationHours }))).toBe(
        'Las horas de vencimiento deben ser un número positivo',
      );
    }
  });

  it('reports how many were released', () => {
    expect(releasedCountText(0)).toBe('No había números para liberar');
    expect(releasedCountText(1)).toBe('Se liberó 1 número');
    expect(releasedCountText(7)).toBe('Se liberaron 7 números');
  });
});
