import { Ban, Pencil } from 'lucide-react';
import type { Moneda } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { MonedaFetchInfo, MonedaRate } from './moneda-rate-info';
import { MonedaStatusBadge } from './moneda-status-badge';

type MonedasListProps = {
  monedas: Moneda[];
  /** When the list was loaded: the "hace x min" texts count from it. */
  loadedAt: number;
  onEdit: (moneda: Moneda) => void;
  onDeactivate: (moneda: Moneda) => void;
};

function RowActions({
  moneda,
  onEdit,
  onDeactivate,
}: Omit<MonedasListProps, 'monedas' | 'loadedAt'> & { moneda: Moneda }) {
  return (
    // Stacked on desktop too: side by side they pushed the table past the card at 1280 px.
    <div className="flex flex-col items-end gap-1.5 whitespace-nowrap">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(moneda)}
        aria-label={`Editar ${moneda.nombre}`}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Editar
      </Button>
      {moneda.estatus === 'si' && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDeactivate(moneda)}
          aria-label={`Desactivar ${moneda.nombre}`}
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
export function MonedasList({ monedas, loadedAt, onEdit, onDeactivate }: MonedasListProps) {
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
            {monedas.map((moneda) => (
              <TR key={moneda.id}>
                <TD className="tabular-nums">{moneda.posicion}</TD>
                <TD className="max-w-56">
                  <p className="font-semibold text-slate-900">{moneda.nombre}</p>
                  <p className="truncate text-xs text-slate-500" title={moneda.url_precio}>
                    {moneda.url_precio}
                  </p>
                </TD>
                <TD className="whitespace-nowrap">
                  <span className="font-mono">{moneda.codigo}</span> · {moneda.simbolo}
                </TD>
                <TD>
                  <MonedaRate moneda={moneda} />
                </TD>
                <TD className="max-w-64">
                  <MonedaFetchInfo moneda={moneda} now={loadedAt} />
                </TD>
                <TD>
                  <MonedaStatusBadge estatus={moneda.estatus} />
                </TD>
                <TD>
                  <RowActions moneda={moneda} {...actions} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label="Monedas">
        {monedas.map((moneda) => (
          <li
            key={moneda.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{moneda.nombre}</p>
                <p className="text-sm text-slate-600">
                  <span className="font-mono">{moneda.codigo}</span> · {moneda.simbolo} · Orden{' '}
                  {moneda.posicion}
                </p>
              </div>
              <MonedaStatusBadge estatus={moneda.estatus} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">1 USD =</dt>
              <dd>
                <MonedaRate moneda={moneda} />
              </dd>
              <dt className="text-slate-500">Consulta</dt>
              <dd className="min-w-0">
                <MonedaFetchInfo moneda={moneda} now={loadedAt} />
              </dd>
              <dt className="text-slate-500">URL</dt>
              <dd className="truncate text-xs leading-5 text-slate-500" title={moneda.url_precio}>
                {moneda.url_precio}
              </dd>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3">
              <RowActions moneda={moneda} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
