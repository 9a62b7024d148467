import { useState } from 'react';
import { Info, Package } from 'lucide-react';
import { format, messages, packLabel } from '@rifas/shared';
import { cn } from '@/lib/cn';
import type { RandomPickAnswer } from './use-number-selection';

const m = messages.packs;

type PackOffersProps = {
  packs: { quantity: number; price: number }[] | undefined;
  /** How many numbers are chosen now: a pack completes them to its quantity. */
  chosen: number;
  /** The most this buyer may choose: a bigger pack is not offered. */
  max: number;
  /** Adds random numbers; answers a refusal, or a note (a limit cut the pick). */
  onPick: (quantity: number) => RandomPickAnswer;
  disabled: boolean;
};

/**
 * The raffle's packs as buttons above the board ('5 por $20', issue 42): one tap
 * completes the selection to the pack's quantity with random numbers (or adds a
 * whole pack when the selection is already that big), and the summary's price
 * then shows the pack. Before, packs were only chips under 'Selección al azar'.
 */
export function PackOffers({ packs = [], chosen, max, onPick, disabled }: PackOffersProps) {
  const [answer, setAnswer] = useState<RandomPickAnswer>(null);
  const offered = packs.filter((pack) => pack.quantity <= max);
  if (offered.length === 0) return null;
  return (
    <div role="group" aria-labelledby="pack-offers-title" className="space-y-2">
      <p
        id="pack-offers-title"
        className="flex items-center gap-1.5 text-sm font-semibold text-slate-800"
      >
        <Package className="h-4 w-4 text-brand-700" aria-hidden="true" />
        {m.title}
      </p>
      <div className="flex flex-wrap gap-2">
        {offered.map((pack) => {
          const label = packLabel(pack);
          return (
            <button
              key={pack.quantity}
              type="button"
              disabled={disabled}
              aria-label={format(m.buttonName, { label })}
              aria-pressed={chosen === pack.quantity}
              onClick={() => {
                const missing = pack.quantity - chosen;
                setAnswer(onPick(missing > 0 ? missing : pack.quantity));
              }}
              className={cn(
                'h-11 rounded-xl border-2 px-4 text-base font-bold tabular-nums transition-colors disabled:opacity-50',
                chosen === pack.quantity
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-400',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
      <p className="text-xs text-slate-500">{m.buyerHint}</p>
      {answer && (
        <p
          role={answer.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'flex items-start gap-2 rounded-lg px-3 py-2 text-sm',
            answer.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {answer.text}
        </p>
      )}
    </div>
  );
}
