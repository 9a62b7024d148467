import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { messages, type Raffle } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useRaffle } from '@/lib/raffle-queries';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DrawDetails } from '../components/draw-details';
import { MinimumPanel } from '../components/minimum-panel';
import { RaffleOverview } from '../components/raffle-overview';
import { RaffleTerms } from '../components/raffle-terms';
import { AboutShop } from '@/components/about-shop';
import { SaleClosedNotice } from '../components/sale-closed-notice';
import { WinnerBanner } from '../components/winner-banner';

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Back to the list the raffle belongs to. */
function BackLink({ ended = false }: { ended?: boolean }) {
  return (
    <Link
      to={ended ? '/past-raffles' : '/raffles'}
      className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {ended ? 'Sorteos Anteriores' : 'Sorteos Activos'}
    </Link>
  );
}

function NotFound() {
  useDocumentTitle(messages.raffles.notFound);
  return (
    <div className="space-y-6">
      <BackLink />
      <EmptyState
        icon={<SearchX className="h-10 w-10" />}
        title={<span role="alert">{messages.raffles.notFound}</span>}
        description="Puede que el enlace esté mal escrito o que el sorteo ya no exista."
        action={
          <Link to="/raffles" className={buttonClasses({ variant: 'secondary' })}>
            Ver sorteos activos
          </Link>
        }
      />
    </div>
  );
}

/** What the page shows where a raffle on sale takes its numbers and payment. */
export type RafflePicker = ComponentType<{ raffle: Raffle }>;

/**
 * /raffles/:id: the raffle, its winner or its number picker and purchase flow (docs/product.md).
 * The picker belongs to the purchase feature and the 'Sorteo verificable'
 * section to the draw feature; app/ hands them in, because features never
 * import each other.
 */
export function RaffleDetailPage({
  Picker,
  Draw,
  Results,
}: {
  Picker: RafflePicker;
  Draw?: RafflePicker;
  /** A drawn raffle's results, first on the page (the draw feature's, handed in by app/). */
  Results?: RafflePicker;
}) {
  const id = parseId(useParams().id);
  // Below the picker (or the closed sale's notice), hence below a phone's fold.
  const restOfPage = useAfterFirstPaint();
  const query = useRaffle(id);
  const raffle = query.data;
  useDocumentTitle(raffle?.title);

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFound />;
  }
  if (query.isPending) return <PageSpinner label="Cargando la rifa..." />;
  if (query.isError || !raffle) {
    return (
      <div className="space-y-6">
        <BackLink />
        <Alert
          action={
            <Button
              size="sm"
              variant="outline"
              busy={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Reintentar
            </Button>
          }
        >
          {messages.raffles.loadDetailFailed}
        </Alert>
      </div>
    );
  }

  return (
    <article className="space-y-8">
      <BackLink ended={raffle.ended} />
      {/* An ended raffle's news comes first, above a phone's fold (issue 24, point 9). */}
      <WinnerBanner raffle={raffle} />
      {Results && raffle.status === 'completed' && <Results raffle={raffle} />}
      <RaffleOverview raffle={raffle} />
      {raffle.can_sell ? <Picker raffle={raffle} /> : <SaleClosedNotice raffle={raffle} />}
      {restOfPage && (
        <>
          <div className="grid gap-5 md:grid-cols-2">
            <DrawDetails raffle={raffle} />
            <MinimumPanel raffle={raffle} />
          </div>
          {Draw && <Draw raffle={raffle} />}
          <RaffleTerms onSale={raffle.can_sell} />
          <AboutShop className="rounded-2xl border border-slate-200 bg-white p-5" />
        </>
      )}
    </article>
  );
}
