import { formatCount, numbersCap, plural } from '@rifas/shared';

const EXAMPLE_SIZES = [100, 1_000, 10_000] as const;

/**
 * What the per-buyer fields mean for a buyer, as the picker will say it
 * ('Máximo N números por persona', ADR 040): the cap for three raffle sizes,
 * updated as the operator types. Nothing while a field does not hold a number.
 */
export function BuyerCapExample({ percent, min }: { percent: unknown; min: unknown }) {
  if (typeof percent !== 'number' || typeof min !== 'number') return null;
  if (!Number.isFinite(percent) || !Number.isFinite(min) || min < 1) return null;
  const examples = EXAMPLE_SIZES.map(
    (size) =>
      `${plural(numbersCap(size, percent, min), 'número', 'números')} en una rifa de ${formatCount(size)}`,
  );
  return (
    <p className="text-sm text-slate-600 sm:col-span-2" aria-live="polite">
      Máximo por persona con estos valores: {examples.join('; ')}.
    </p>
  );
}
