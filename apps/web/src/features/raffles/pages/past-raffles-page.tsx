import { messages } from '@rifas/shared';
import { RaffleList } from '@/components/raffle-list';
import { usePastRaffles } from '@/lib/raffle-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeading } from '../components/page-heading';

/** /past-raffles: the raffles that have ended, with their winning numbers (docs/product.md). */
export function PastRafflesPage() {
  useDocumentTitle('Sorteos Anteriores');
  const query = usePastRaffles();
  return (
    <section className="space-y-6">
      <PageHeading
        title="Sorteos Anteriores"
        subtitle="Los sorteos que ya finalizaron y sus números ganadores."
      />
      <RaffleList
        query={query}
        raffles={query.data}
        headingLevel="h2"
        emptyText={messages.raffles.emptyPast}
      />
    </section>
  );
}
