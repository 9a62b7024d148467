import { messages, type Raffle, type RaffleInputParsed } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * What must be confirmed before a save. The winning number is no longer set
 * here (the draw card records it, issue 27), so activating a raffle whose draw
 * date has passed is the one question left.
 */
export type SaveWarning = 'activating_past_draw';

const m = messages.raffles.saveWarnings;

/** What must be confirmed before this save (empty: save at once). */
export function saveWarnings(
  input: RaffleInputParsed,
  raffle: Raffle | null,
  now: Date,
): SaveWarning[] {
  const drawPassed = Date.parse(input.draw_date) <= now.getTime();
  const activating = input.status === 'active' && raffle?.status !== 'active';
  return activating && drawPassed ? ['activating_past_draw'] : [];
}

/** The question of the save; cancel keeps the form as it is. */
export function SaveWarningsDialog({
  onCancel,
  onConfirm,
}: {
  warnings: SaveWarning[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onCancel}
      title={m.activatingPastDrawTitle}
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
      <p className="text-sm text-slate-700">{m.activatingPastDraw}</p>
    </Dialog>
  );
}
