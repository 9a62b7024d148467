import { useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { messages, type Raffle } from '@rifas/shared';
import { RaffleList } from '@/components/raffle-list';
import { useActiveRaffles } from '@/lib/raffle-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';

/** How many active raffles the home page shows before 'Ver todos'. */
const HOME_RAFFLES = 6;

/** Newest first, as an operator announces them: GET /raffles/active is by draw date (issue 42). */
function newestFirst(raffles: Raffle[]): Raffle[] {
  return [...raffles].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** docs/product.md home: an introduction, the active raffles and a three-step how-it-works. */
export function HomePage() {
  useDocumentTitle(undefined);
  const query = useActiveRaffles();
  const raffles = useMemo(
    () => (query.data ? newestFirst(query.data).slice(0, HOME_RAFFLES) : undefined),
    [query.data],
  );
  const more = (query.data?.length ?? 0) > HOME_RAFFLES;

  return (
    <div className="space-y-12 sm:space-y-16">
      <HomeHero />

      <section aria-labelledby="active-raffles" className="space-y-5">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2
              id="active-raffles"
              className="text-2xl font-extrabold tracking-tight text-slate-900"
            >
              Sorteos activos
            </h2>
            <p className="mt-1 text-slate-600">Participa antes de que se agoten los números.</p>
          </div>
          {more && (
            <Link
              to="/raffles"
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              Ver todos
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          )}
        </div>
        <RaffleList query={query} raffles={raffles} emptyText={messages.raffles.emptyActive} />
      </section>

      <HowItWorks />
    </div>
  );
}
