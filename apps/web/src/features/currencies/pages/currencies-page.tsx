import { useState } from 'react';
import { Coins, Plus, RefreshCw } from 'lucide-react';
import { format, messages, type Currency } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSearch, FilterSelect } from '@/components/ui/filter-bar';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCurrencies } from '../api/get-currencies';
import { DeactivateCurrencyDialog } from '../components/deactivate-currency-dialog';
import { CurrencyFormDialog } from '../components/currency-form-dialog';
import { CurrenciesList } from '../components/currencies-list';
import { useDebouncedValue } from '../utils/use-debounced-value';

const m = messages.currencies;

type StatusFilter = 'all' | 'si' | 'no';
const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'si', label: 'Activas' },
  { value: 'no', label: 'Inactivas' },
];
type Editing = { moneda: Currency | null } | null;

const SEARCH_DELAY_MS = 300;

/** /admin/monedas (docs/product.md Currencies): search, filter, paginated list, create, edit, deactivate. */
export function CurrenciesPage() {
  useDocumentTitle('Monedas');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState({ search: '', number: 1 });
  // A new search starts again at page 1.
  const pageNumber = page.search === search ? page.number : 1;
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deactivating, setDeactivating] = useState<Currency | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = useCurrencies({ page: pageNumber, search });
  const currencies = list.data?.monedas ?? [];
  const pagination = list.data?.pagination;
  // docs/product.md: the status filter applies to the page on screen only.
  const shown =
    statusFilter === 'all'
      ? currencies
      : currencies.filter((currency) => currency.estatus === statusFilter);

  function goToPage(number: number) {
    setPage({ search, number });
  }

  function handleDone(message: string) {
    setEditing(null);
    setDeactivating(null);
    setNotice(message);
  }

  const summary =
    pagination && pagination.total > 0
      ? format(messages.payments.showing, {
          from: (pagination.page - 1) * pagination.limit + 1,
          to: Math.min(pagination.page * pagination.limit, pagination.total),
          total: pagination.total,
        })
      : undefined;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Monedas</h1>
          <p className="mt-1 text-sm text-slate-600">
            Tasas de 1 USD en cada moneda. El servidor las consulta periódicamente en su URL de
            precio.
          </p>
        </div>
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({ moneda: null });
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Nueva moneda
        </Button>
      </div>

      <FilterBar>
        <FilterSearch
          label="Buscar"
          value={searchText}
          onChange={setSearchText}
          placeholder="Nombre, código o símbolo"
        />
        <FilterSelect
          label="Estado"
          value={statusFilter}
          options={STATUS_OPTIONS}
          onChange={setStatusFilter}
        />
      </FilterBar>

      {notice && <Alert tone="success">{notice}</Alert>}

      {list.isPending ? (
        <PageSpinner label="Cargando monedas..." />
      ) : list.isError ? (
        <Alert
          action={
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Reintentar
            </Button>
          }
        >
          {m.loadFailed}
        </Alert>
      ) : currencies.length === 0 ? (
        <EmptyState
          icon={<Coins className="h-10 w-10" />}
          title={search ? `No hay monedas que coincidan con «${search}»` : 'No hay monedas'}
          description={
            search ? undefined : 'Agrega una moneda para mostrar los precios convertidos.'
          }
        />
      ) : (
        <div className="space-y-4" aria-busy={list.isFetching || undefined}>
          {shown.length === 0 ? (
            <EmptyState
              icon={<Coins className="h-10 w-10" />}
              title={`No hay monedas ${statusFilter === 'si' ? 'activas' : 'inactivas'} en esta página`}
            />
          ) : (
            <CurrenciesList
              monedas={shown}
              loadedAt={list.dataUpdatedAt}
              onEdit={(currency) => {
                setNotice(null);
                setEditing({ moneda: currency });
              }}
              onDeactivate={(currency) => {
                setNotice(null);
                setDeactivating(currency);
              }}
            />
          )}
          <Pagination
            page={pagination?.page ?? pageNumber}
            pages={pagination?.pages ?? 1}
            onPageChange={goToPage}
            summary={summary}
          />
        </div>
      )}

      {editing && (
        <CurrencyFormDialog
          key={editing.moneda?.id ?? 'new'}
          moneda={editing.moneda}
          onClose={() => setEditing(null)}
          onSaved={handleDone}
        />
      )}
      {deactivating && (
        <DeactivateCurrencyDialog
          moneda={deactivating}
          onClose={() => setDeactivating(null)}
          onDeactivated={handleDone}
        />
      )}
    </section>
  );
}
