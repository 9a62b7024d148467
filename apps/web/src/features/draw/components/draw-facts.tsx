import { dateTimeFormat, format, formatNumber, messages, plural, type Draw } from '@rifas/shared';
import { useDateFormat } from '@/lib/format';

/**
 * 'Resultado tomado de TuAzar y Lotoven a las 10:05 p. m. (copia guardada,
 * SHA-256 …)': where a fetched result came from, with the page as it was read.
 */
function ResultSourceLine({ source }: { source: NonNullable<Draw['result_source']> }) {
  const { timeZone } = useDateFormat();
  const names = new Intl.ListFormat('es', { type: 'conjunction' }).format(source.names);
  const time = dateTimeFormat(timeZone, { timeStyle: 'short' }).format(new Date(source.fetched_at));
  return (
    <p className="text-xs text-slate-600 [overflow-wrap:anywhere]" data-testid="draw-result-source">
      {format(messages.lotterySources.sourceLine, { names, time, sha256: source.sha256 })}{' '}
      <a className="font-semibold text-brand-700 underline" href={source.archive_url}>
        {messages.lotterySources.sourceCopy}
      </a>
    </p>
  );
}

type Range = { start_number: number; end_number: number };

/**
 * What was fixed and what the lottery said: the fingerprint, when, how many
 * numbers, the rule, the lottery's result and the winning number. Used by the
 * public section and the admin panel alike.
 */
export function DrawFacts({ draw, raffle }: { draw: Draw; raffle: Range }) {
  const { formatDateTime } = useDateFormat();
  const pad = (n: number) => formatNumber(n, raffle.start_number, raffle.end_number);
  const rows: [string, string][] = [];
  if (draw.fixed_at) rows.push(['Lista fijada', formatDateTime(draw.fixed_at)]);
  if (draw.entries_count !== null) {
    rows.push(['Números vendidos', plural(draw.entries_count, 'número', 'números')]);
  }
  if (draw.lottery) {
    rows.push(['Lotería', draw.lottery.name]);
    rows.push(['Sorteo de la lotería', formatDateTime(draw.lottery.draw_at)]);
    rows.push(['Resultado oficial', draw.lottery.result]);
  }
  if (draw.winning_number !== null) rows.push(['Número ganador', pad(draw.winning_number)]);

  return (
    <div className="space-y-4 text-sm">
      {draw.fingerprint && (
        <div>
          <p className="font-semibold text-slate-500">Huella SHA-256 de la lista</p>
          <p
            className="mt-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs break-all text-slate-900"
            data-testid="draw-fingerprint"
          >
            {draw.fingerprint}
          </p>
        </div>
      )}
      {rows.length > 0 && (
        <dl className="divide-y divide-slate-100">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2 first:pt-0 last:pb-0">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-right font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {draw.result_source && <ResultSourceLine source={draw.result_source} />}
      <div>
        <p className="font-semibold text-slate-500">Regla del número ganador</p>
        <p className="mt-1 text-slate-700">{draw.rule}</p>
      </div>
    </div>
  );
}
