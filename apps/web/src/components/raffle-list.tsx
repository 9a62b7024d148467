import type { UseQueryResult } from '@tanstack/react-query';
import type { Raffle } from '@rifas/shared';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { RaffleCard, RaffleGrid, RaffleGridSkeleton } from './raffle-card';

export const LIST_LOAD_FAILED = 'Error al cargar los sorteos';

type RaffleListProps = {
  query: Pick<UseQueryResult<Raffle[]>, 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  raffles: Raffle[] | undefined;
  /** The spec's empty text: 'No hay Sorteos disponibles en este momento.' or 'No hay sorteos anteriores'. */
  emptyText: string;
  emptyDescription?: string;
  headingLevel?: 'h2' | 'h3';
};

/** A list of raffle cards with its loading, error (with a retry) and empty states. */
export function RaffleList({
  query,
  raffles,
  emptyText,
  emptyDescription,
  headingLevel,
}: RaffleListProps) {
  if (query.isPending) return <RaffleGridSkeleton />;
  if (query.isError) {
    return (
      <Alert
        action={
          <Button
            size="sm"
            variant="outline"
            busy={query.isRefetching}
            onClick={() => void query.refetch()}
          >
            Reintentar
          </Button>
        }
      >
        {LIST_LOAD_FAILED}
      </Alert>
    );
  }
  if (!raffles || raffles.length === 0) {
    return <EmptyState title={emptyText} description={emptyDescription} />;
  }
  return (
    <RaffleGrid>
      {raffles.map((raffle) => (
        <RaffleCard key={raffle.id} raffle={raffle} headingLevel={headingLevel} />
      ))}
    </RaffleGrid>
  );
}
