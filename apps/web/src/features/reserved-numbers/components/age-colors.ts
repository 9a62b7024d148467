import type { ReservationAgeLevel } from '@rifas/shared';

/** The legend's colours (docs/domain.md) and what each means, oldest first. */
export const AGE_LEVELS: readonly {
  level: ReservationAgeLevel;
  label: string;
  card: string;
  dot: string;
}[] = [
  {
    level: 'red',
    label: 'Más de 24 horas',
    card: 'border-red-300 bg-red-50',
    dot: 'bg-red-500',
  },
  {
    level: 'orange',
    label: 'Más de 12 horas',
    card: 'border-orange-300 bg-orange-50',
    dot: 'bg-orange-500',
  },
  {
    level: 'yellow',
    label: 'Más de 6 horas',
    card: 'border-yellow-300 bg-yellow-50',
    dot: 'bg-yellow-400',
  },
  {
    level: 'green',
    label: '6 horas o menos',
    card: 'border-emerald-300 bg-emerald-50',
    dot: 'bg-emerald-500',
  },
];

export function ageStyle(level: ReservationAgeLevel) {
  // AGE_LEVELS covers every level; the last entry is only a type-level fallback.
  return AGE_LEVELS.find((entry) => entry.level === level) ?? AGE_LEVELS[AGE_LEVELS.length - 1]!;
}
