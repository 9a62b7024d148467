import { Link } from 'react-router';
import { ListOrdered, Pencil, Trash2 } from 'lucide-react';
import type { Raffle } from '@rifas/shared';
import { ExportMenu } from '@/components/export-menu';
import { Button, buttonClasses } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useDateFormat } from '@/lib/format';
import { exportRaffleBuyers } from '../api/export-buyers';
import type { ListedRaffle } from '../utils/raffle-list-view';
import { RaffleBadges } from './admin-raffle-state';
import { RaffleSales } from './raffle-sales';
import { RaffleTableActions } from './raffle-table-actions';
import { ShareRaffle } from './share-raffle';

/** docs/domain.md: the list shows the first 50 characters of the description. */
export function descriptionPreview(description: string): string {
  const text = description.trim();
  return text.length > 50 ? `${text.slice(0, 50)}…` : text;
}

type ListProps = { raffles: ListedRaffle[]; onDelete: (raffle: Raffle) => void };

/**
 * A table on wide screens, cards below (two columns from md). The table waits for
 * xl: beside the admin sidebar a narrower screen leaves it too little room.
 */
export function AdminRaffleList({ raffles, onDelete }: ListProps) {
  return (
    <>
      <div className="hidden xl:block">
        <RaffleTable raffles={raffles} onDelete={onDelete} />
      </div>
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Rifas">
        {raffles.map((raffle) => (
          <RaffleCard key={raffle.id} raffle={raffle} onDelete={onDelete} />
        ))}
      </ul>
    </>
  );
}

function RaffleTable({ raffles, onDelete }: ListProps) {
  const { formatDateTime } = useDateFormat();
  // Fits a 1280 px screen beside the sidebar: the description sits under the title
  // and the minimum widths add up to about 930 px; only words longer than a cell break.
  return (
    <Table caption="Rifas">
      <THead>
        <tr>
          <TH>Título y descripción</TH>
          <TH>Premio</TH>
          <TH>Estado</TH>
          <TH>Ventas</TH>
          <TH>Fecha del sorteo</TH>
          <TH className="text-right">Acciones</TH>
        </tr>
      </THead>
      <TBody>
        {raffles.map((raffle) => (
          <TR key={raffle.id}>
            <TD className="min-w-48">
              <div className="flex items-start gap-3">
                <RaffleThumbnail raffle={raffle} />
                <div className="min-w-0">
                  <span className="block font-semibold wrap-anywhere text-slate-900">
                    {raffle.title}
                  </span>
                  <p className="mt-0.5 text-xs wrap-anywhere text-slate-500">
                    {descriptionPreview(raffle.description)}
                  </p>
                </div>
              </div>
            </TD>
            <TD className="max-w-44 min-w-24 wrap-anywhere">{raffle.product_to_win}</TD>
            <TD>
              <RaffleBadges raffle={raffle} className="flex flex-col items-start gap-1" />
            </TD>
            <TD>
              <RaffleSales raffle={raffle} />
            </TD>
            <TD className="min-w-24 text-xs">{formatDateTime(raffle.draw_date)}</TD>
            <TD>
              <RaffleTableActions raffle={raffle} onDelete={onDelete} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

function RaffleCard({
  raffle,
  onDelete,
}: {
  raffle: ListedRaffle;
  onDelete: ListProps['onDelete'];
}) {
  const { formatDateTime } = useDateFormat();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <RaffleThumbnail raffle={raffle} />
        <h2 className="min-w-0 flex-1 font-semibold break-words text-slate-900">{raffle.title}</h2>
        <RaffleBadges raffle={raffle} className="flex shrink-0 flex-col items-end gap-1" />
      </div>
      {raffle.description && (
        <p className="mt-1 text-sm text-slate-500">{descriptionPreview(raffle.description)}</p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Premio</dt>
        <dd className="min-w-0 break-words text-slate-800">{raffle.product_to_win}</dd>
        <dt className="text-slate-500">Sorteo</dt>
        <dd className="text-slate-800">{formatDateTime(raffle.draw_date)}</dd>
      </dl>
      <div className="mt-3">
        <RaffleSales raffle={raffle} />
      </div>
      <div className="mt-4 space-y-2 border-t border-slate-100 pt-3">
        <RowActions raffle={raffle} onDelete={onDelete} />
        <ShareRaffle raffle={raffle} />
      </div>
    </li>
  );
}

/** A card's actions (phones and tablets): four buttons with words, two by two. */
function RowActions({ raffle, onDelete }: { raffle: Raffle; onDelete: ListProps['onDelete'] }) {
  const linkClass = buttonClasses({ variant: 'outline', size: 'sm' });
  // Every action names its raffle for screen readers.
  const named = (text: string) => ({ 'aria-label': `${text}: ${raffle.title}` });
  return (
    <div className="grid grid-cols-2 gap-2">
      <Link to={`/admin/edit-raffle/${raffle.id}`} className={linkClass} {...named('Editar')}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Editar
      </Link>
      <Link
        to={`/admin/reserved-numbers/${raffle.id}`}
        className={linkClass}
        {...named('Números reservados')}
      >
        <ListOrdered className="h-4 w-4" aria-hidden="true" />
        Números
      </Link>
      <ExportMenu
        label="Compradores"
        accessibleName={`Compradores: ${raffle.title}`}
        fullWidth
        onExport={(format) => exportRaffleBuyers(raffle.id, format)}
      />
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        onClick={() => onDelete(raffle)}
        {...named('Eliminar')}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Eliminar
      </Button>
    </div>
  );
}

/** The raffle's small image (the card still), or its initial on a tinted square. */
function RaffleThumbnail({ raffle }: { raffle: Raffle }) {
  const src = raffle.imagen_card ?? raffle.imagen;
  if (src) {
    return (
      <img src={src} alt="" className="h-10 w-10 shrink-0 rounded-lg object-cover" loading="lazy" />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 font-bold text-brand-700"
    >
      {raffle.title.trim().charAt(0).toUpperCase() || '#'}
    </span>
  );
}
