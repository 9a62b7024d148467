import { Ban, Pencil } from 'lucide-react';
import type { Currency } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { CurrencyFetchInfo, CurrencyRate } from './currency-rate-info';
import { CurrencyStatusBadge } from './currency-status-badge';

type CurrenciesListProps = {
  monedas: Currency[];
  /** When the list was loaded: the "hace x min" texts count from it. */
  loadedAt: number;
  onEdit: (currency: Currency) => void;
  onDeactivate: (currency: Currency) => void;
};

function RowActions({
  moneda: currency,
  onEdit,
  onDeactivate,
}: Omit<CurrenciesListProps, 'monedas' | 'loadedAt'> & { moneda: Currency }) {
  return (
    // Stacked on desktop too: side by side they pushed the table past the card at 1280 px.
    <div className="flex flex-col items-end gap-1.5 whitespace-nowrap">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(currency)}
        aria-label={`Editar ${currency.nombre}`}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Editar
      </Button>
      {currency.estatus === 'si' && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDeactivate(currency)}
          aria-label={`Desactivar ${currency.nombre}`}
          // cn() does not merge classes: `!` makes the red win over the ghost variant's slate.
          className="text-red-700! hover:bg-red-50!"
        >
          <Ban className="h-4 w-4" aria-hidden="true" />
          Desactivar
        </Button>
      )}
    </div>
  );
}

/** The currencies of one page: a table on wide screens, cards on phones. */
export function CurrenciesList({
  monedas: currencies,
  loadedAt,
  onEdit,
  onDeactivate,
}: CurrenciesListProps) {
  const actions = { onEdit, onDeactivate };
  return (
    <>
      <div className="hidden md:block">
        <Table caption="Monedas">
          <THead>
            <tr>
              <TH>Orden</TH>
              <TH>Moneda</TH>
              <TH>Código</TH>
              <TH>1 USD =</TH>
              <TH className="whitespace-nowrap">Última consulta</TH>
              <TH>Estado</TH>
              <TH className="text-right">Acciones</TH>
            </tr>
          </THead>
          <TBody>
            {currencies.map((currency) => (
              <TR key={currency.id}>
                <TD className="tabular-nums">{currency.posicion}</TD>
                <TD className="max-w-56">
                  <p className="font-semibold text-slate-900">{currency.nombre}</p>
                  <p className="truncate text-xs text-slate-500" title={currency.url_precio}>
                    {currency.url_precio}
                  </p>
                </TD>
                <TD className="whitespace-nowrap">
                  <span className="font-mono">{currency.codigo}</span> · {currency.simbolo}
                </TD>
                <TD>
                  <CurrencyRate moneda={currency} />
                </TD>
                <TD className="max-w-64">
                  <CurrencyFetchInfo moneda={currency} now={loadedAt} />
                </TD>
                <TD>
                  <CurrencyStatusBadge estatus={currency.estatus} />
                </TD>
                <TD>
                  <RowActions moneda={currency} {...actions} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Monedas">
        {currencies.map((currency) => (
          <li
            key={currency.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{currency.nombre}</p>
                <p className="text-sm text-slate-600">
                  <span className="font-mono">{currency.codigo}</span> · {currency.simbolo} · Orden{' '}
                  {currency.posicion}
                </p>
              </div>
              <CurrencyStatusBadge estatus={currency.estatus} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">1 USD =</dt>
              <dd>
                <CurrencyRate moneda={currency} />
              </dd>
              <dt className="text-slate-500">Consulta</dt>
              <dd className="min-w-0">
                <CurrencyFetchInfo moneda={currency} now={loadedAt} />
              </dd>
              <dt className="text-slate-500">URL</dt>
              <dd className="truncate text-xs leading-5 text-slate-500" title={currency.url_precio}>
                {currency.url_precio}
              </dd>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3">
              <RowActions moneda={currency} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
