import { format, messages, type Raffle, type RaffleInputParsed } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { needsWinnerWarning } from './raffle-form-values';

export type SaveWarning = 'winner_below_minimum' | 'winner_is_final' | 'activating_past_draw';

const m = messages.raffles.saveWarnings;

const TEXTS: Record<SaveWarning, (input: RaffleInputParsed) => string> = {
  winner_below_minimum: () => messages.raffles.winnerBeforeMinimum,
  winner_is_final: (input) => format(m.winnerIsFinal, { number: input.numero_ganador ?? '' }),
  activating_past_draw: () => m.activatingPastDraw,
};

const TITLES: Record<SaveWarning, string> = {
  winner_below_minimum: m.winnerBelowMinimumTitle,
  winner_is_final: m.winnerIsFinalTitle,
  activating_past_draw: m.activatingPastDrawTitle,
};

/**
 * What must be confirmed before this save (empty: save at once). The server
 * completes a raffle when a winning number is saved after its draw date.
 */
export function saveWarnings(
  input: RaffleInputParsed,
  raffle: Raffle | null,
  now: Date,
): SaveWarning[] {
  const drawPassed = Date.parse(input.draw_date) <= now.getTime();
  const newWinner =
    input.numero_ganador !== null && input.numero_ganador !== (raffle?.numero_ganador ?? null);
  const warnings: SaveWarning[] = [];
  if (needsWinnerWarning(input, raffle)) warnings.push('winner_below_minimum');
  if (newWinner && drawPassed) warnings.push('winner_is_final');
  const activating = input.status === 'active' && raffle?.status !== 'active';
  if (activating && drawPassed && !(newWinner && drawPassed)) warnings.push('activating_past_draw');
  return warnings;
}

/** One question for every warning of the save; cancel keeps the form as it is. */
export function SaveWarningsDialog({
  input,
  warnings,
  onCancel,
  onConfirm,
}: {
  input: RaffleInputParsed;
  warnings: SaveWarning[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const title = warnings.length === 1 ? TITLES[warnings[0]!] : m.severalTitle;
  return (
    <Dialog
      open
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button onClick={onConfirm}>{m.confirm}</Button>
        </>
      }
    >
      <div className="space-y-2">
        {warnings.map((warning) => (
          <p key={warning} className="text-sm text-slate-700">
            {TEXTS[warning](input)}
          </p>
        ))}
      </div>
    </Dialog>
  );
}
