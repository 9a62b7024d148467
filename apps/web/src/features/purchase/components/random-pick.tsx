import { useEffect, useRef, useState } from 'react';
import { Info, Shuffle } from 'lucide-react';
import { shortUsd } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { DEFAULT_RANDOM_PICK, randomPickPresets } from '../utils/picker';
import type { RandomPickAnswer } from './use-number-selection';

type RandomPickProps = {
  /** Adds random numbers; returns what to say by the control: a refusal, or a note. */
  onPick: (quantity: string | number) => RandomPickAnswer;
  disabled?: boolean;
  /** The most this buyer may choose: no preset above it. */
  max: number;
  /** The raffle's packs: each is a quick button too, with its price ('5 por $12'). */
  packs?: { quantity: number; price: number }[] | undefined;
};

/**
 * Random pick (docs/domain.md, §9): presets 5, 10, 20, 50, 100 up to the buyer's
 * limit (5 by default) or a custom quantity.
 */
export function RandomPick({ onPick, disabled, max, packs = [] }: RandomPickProps) {
  const packPrice = new Map(packs.filter((p) => p.quantity <= max).map((p) => [p.quantity, p]));
  const presets = [...new Set([...randomPickPresets(max), ...packPrice.keys()])].sort(
    (a, b) => a - b,
  );
  const [chosenPreset, setPreset] = useState<number>(DEFAULT_RANDOM_PICK);
  // The limit may arrive (GET /api/config) after the first render.
  const preset = presets.includes(chosenPreset) ? chosenPreset : presets[0]!;
  const [custom, setCustom] = useState('');
  const [answer, setAnswer] = useState<RandomPickAnswer>(null);
  const error = answer?.tone === 'error' ? answer.text : null;
  const usingCustom = custom.trim() !== '';
  const errorRef = useRef<HTMLDivElement>(null);
  // The selection above may have grown: keep the answer in sight.
  useEffect(() => {
    if (answer) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [answer]);

  function handlePick() {
    setAnswer(onPick(usingCustom ? custom : preset));
  }

  return (
    // The error sits at the bottom of the group: 'nearest' brings it into view.
    <div ref={errorRef} className="scroll-mb-24">
      <FormField group label="Selección al azar" error={error}>
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            {presets.map((quantity) => (
              <button
                key={quantity}
                type="button"
                aria-pressed={!usingCustom && preset === quantity}
                onClick={() => {
                  setPreset(quantity);
                  setCustom('');
                  setAnswer(null);
                }}
                className={cn(
                  'h-9 min-w-11 rounded-lg border px-3 text-sm font-semibold tabular-nums transition-colors',
                  !usingCustom && preset === quantity
                    ? 'border-brand-600 bg-brand-50 text-brand-700'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {packPrice.has(quantity)
                  ? `${quantity} por ${shortUsd(Math.round(packPrice.get(quantity)!.price * 100))}`
                  : quantity}
              </button>
            ))}
            <Input
              aria-label="Otra cantidad"
              aria-describedby={control['aria-describedby']}
              invalid={control.invalid}
              inputMode="numeric"
              autoComplete="off"
              placeholder="Otra"
              value={custom}
              onChange={(event) => {
                setCustom(event.target.value);
                setAnswer(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  handlePick();
                }
              }}
              className="h-9! w-24!"
            />
            <Button variant="secondary" onClick={handlePick} disabled={disabled}>
              <Shuffle className="h-4 w-4" aria-hidden="true" />
              Elegir al azar
            </Button>
          </div>
        )}
      </FormField>
      {answer?.tone === 'info' && (
        // A limit that cut the pick is a note, not a failure: what was asked mostly happened.
        <p
          role="status"
          className="mt-2 flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {answer.text}
        </p>
      )}
    </div>
  );
}
