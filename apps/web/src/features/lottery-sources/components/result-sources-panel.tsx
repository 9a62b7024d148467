import { messages, type Raffle } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useLotterySources } from '../api/get-lottery-sources';
import { useResultWatches } from '../api/get-result-watches';
import { OwnSourceForm } from './own-source-form';
import { PrizeSourcesForm } from './prize-sources-form';

const m = messages.lotterySources;

/** The prizes that take an official result; a raffle without prizes has its main one. */
function prizesWithResult(raffle: Raffle) {
  const prizes = raffle.prizes?.length
    ? raffle.prizes
    : [
        {
          position: 1,
          label: '1er premio',
          title: raffle.product_to_win,
          kind: 'main' as const,
          lottery_name: null,
          status: 'open' as const,
        },
      ];
  return prizes.filter(
    (p) => p.kind === 'main' || p.kind === 'official' || p.kind === 'early_bird',
  );
}

/**
 * 'Fuentes del resultado' on the raffle's admin page (issue 44): per prize,
 * the lottery draw and the sites it is read from, and the shop's own sources.
 */
export function ResultSourcesPanel({ raffle }: { raffle: Raffle }) {
  const sources = useLotterySources();
  const watches = useResultWatches(raffle.id);
  let body;
  if (sources.isError || watches.isError) {
    body = <Alert>{errorMessage(sources.error ?? watches.error)}</Alert>;
  } else if (!sources.data || !watches.data) {
    body = null;
  } else {
    const prizes = prizesWithResult(raffle);
    body = (
      <div className="space-y-6">
        <p className="text-sm text-slate-700">{m.intro}</p>
        {prizes.map((prize) => (
          <PrizeSourcesForm
            key={prize.position}
            raffleId={raffle.id}
            prize={prize}
            watch={watches.data.find((w) => w.position === prize.position)}
            sources={sources.data}
          />
        ))}
        <OwnSourceForm lottery={prizes.find((p) => p.lottery_name)?.lottery_name ?? ''} />
      </div>
    );
  }
  return (
    <Card className="mt-8" role="region" aria-label={m.title}>
      <CardHeader title={m.title} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}
