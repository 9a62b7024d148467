import {
  drawRule,
  formatNumber,
  messages,
  winningNumber,
  type DrawResultInput,
  type Prize,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDateFormat } from '@/lib/format';
import { useEntries, useList } from '../api/get-entries';
import { previewWinners } from '../utils/preview-winners';

type Range = { id: number; start_number: number; end_number: number; draw_date: string };

/** Who holds `label` in the fixed list ('047;12;Ana P.' → 'Ana P.'), or null when unsold. */
function holderOf(lines: string[] | undefined, label: string): string | null | undefined {
  if (!lines) return undefined;
  const line = lines.find((entry) => entry.startsWith(`${label};`));
  return line ? (line.split(';')[2] ?? '') : null;
}

/**
 * Asks before recording the official result (it completes the raffle for
 * good), showing the winner the published rule gives; a lottery draw before
 * the raffle's advertised date must be confirmed as such (docs/domain.md).
 */
export function RecordResultDialog({
  raffle,
  input,
  pending,
  error,
  onConfirm,
  onClose,
  prize,
  prizes = [],
}: {
  raffle: Range;
  /** A prize after the 1er premio (its own result); none: the main result. */
  prize?: Prize;
  prizes?: Prize[];
  /** What the form holds, draw_at already an instant. */
  input: DrawResultInput;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { formatDateTime } = useDateFormat();
  const entries = useEntries(raffle.id);
  const list = useList(raffle.id, prize?.entries_url ?? prizes[0]?.entries_url ?? null);
  const outcome = winningNumber(drawRule(raffle.start_number, raffle.end_number), input.result);
  const range = { start: raffle.start_number, end: raffle.end_number };
  const pad = (n: number) => formatNumber(n, range.start, range.end);
  // The prizes this result decides, and who wins each, as the server will compute it.
  const previews = list.data
    ? previewWinners(prize, prizes, list.data, range, input.result).map(({ prize: p, winners }) => {
        const names = (winners ?? []).map((w) => `${pad(w.number)} (${w.name})`).join(', ');
        const text = winners === undefined ? messages.prizes.waitsForEarlier : names || 'desierto';
        return { key: p.position, text: `${p.label}, ${p.title}: ${text}` };
      })
    : [];
  const label =
    outcome.kind === 'winner'
      ? formatNumber(outcome.number, raffle.start_number, raffle.end_number)
      : null;
  const holder = label === null ? undefined : holderOf(entries.data, label);
  const early = !prize && new Date(input.draw_at) < new Date(raffle.draw_date);

  // The form only opens this for a result that gives a winner.
  let winner;
  if (label === null) winner = '';
  else if (holder === undefined) winner = `Gana el número ${label}.`;
  else if (holder === null) winner = `Gana el número ${label}, que no se vendió.`;
  else winner = `Gana el número ${label} (${holder}).`;

  return (
    <ConfirmDialog
      title="¿Registrar el resultado oficial?"
      confirmLabel={early ? 'Registrar antes de la fecha anunciada' : 'Registrar resultado'}
      busyText="Registrando..."
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
      error={error ? <Alert>{error}</Alert> : undefined}
    >
      <p>
        {input.lottery_name}, sorteo del {formatDateTime(input.draw_at)}: resultado{' '}
        <span className="font-mono font-semibold">{input.result}</span>.
      </p>
      {!prize && (
        <p className="text-base font-bold text-slate-900" data-testid="result-winner">
          {winner}
        </p>
      )}
      {(prize || previews.length > 1) && (
        <ul className="space-y-1" data-testid="result-prizes">
          {previews.map((line) => (
            <li key={line.key} className="font-semibold text-slate-900">
              {line.text}
            </li>
          ))}
        </ul>
      )}
      {early && (
        <Alert tone="warning">
          <p>
            Es antes de la fecha anunciada: la rifa se sortea antes y su página mostrará la fecha
            real.
          </p>
          <p className="mt-1">Anunciada: {formatDateTime(raffle.draw_date)}</p>
          <p>Real: {formatDateTime(input.draw_at)}</p>
        </Alert>
      )}
      <p className="font-semibold">
        {prize
          ? 'El resultado queda publicado: no se puede deshacer.'
          : 'El resultado queda publicado y la rifa se completa: no se puede deshacer.'}
      </p>
    </ConfirmDialog>
  );
}
