import { useMemo, useState } from 'react';
import { messages } from '@rifas/shared';
import { RaffleList } from '@/components/raffle-list';
import { SearchInput } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useActiveRaffles } from '@/lib/raffle-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeading } from '../components/page-heading';
import {
  filterAndSortRaffles,
  isRaffleSort,
  RAFFLE_SORTS,
  type RaffleSort,
} from '../components/raffle-filters';

/** /raffles: the active raffles with a search box and a sort order (docs/product.md). */
export function RafflesPage() {
  useDocumentTitle('Sorteos Activos');
  const query = useActiveRaffles();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<RaffleSort>('draw');
  const raffles = useMemo(
    () => (query.data ? filterAndSortRaffles(query.data, search, sort) : undefined),
    [query.data, search, sort],
  );
  const noMatches = Boolean(query.data?.length) && raffles?.length === 0;

  return (
    <section className="space-y-6">
      <PageHeading
        title="Sorteos Activos"
        subtitle="Elige tu sorteo, escoge tus números de la suerte y participa."
      />

      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
        <FormField label="Buscar" className="flex-1">
          {(field) => (
            <SearchInput
              {...field}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Título, descripción o premio"
            />
          )}
        </FormField>
        <FormField label="Ordenar por" className="sm:w-64">
          {(field) => (
            <Select
              {...field}
              value={sort}
              onChange={(event) => isRaffleSort(event.target.value) && setSort(event.target.value)}
            >
              {Object.entries(RAFFLE_SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <RaffleList
        query={query}
        raffles={raffles}
        headingLevel="h2"
        emptyText={
          noMatches ? 'Ningún sorteo coincide con tu búsqueda' : messages.raffles.emptyActive
        }
        emptyDescription={noMatches ? 'Prueba con otras palabras.' : undefined}
      />
    </section>
  );
}
