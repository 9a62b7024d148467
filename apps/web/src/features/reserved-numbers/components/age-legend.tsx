import { cn } from '@/lib/cn';
import { AGE_LEVELS } from './age-colors';

/** What the card colours mean: how long each number has been reserved (docs/product.md, §9). */
export function AgeLegend({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm', className)}>
      <span className="font-semibold text-slate-700">Antigüedad de la reserva:</span>
      <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label="Leyenda de colores">
        {AGE_LEVELS.map((entry) => (
          <li key={entry.level} className="flex items-center gap-1.5 text-slate-600">
            <span className={cn('h-3 w-3 rounded-full', entry.dot)} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
