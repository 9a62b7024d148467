import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Download,
  Link2,
  ListOrdered,
  MessageCircle,
  MoreHorizontal,
  Pencil,
  Share2,
  Trash2,
} from 'lucide-react';
import { messages, type Raffle } from '@rifas/shared';
import { buttonClasses } from '@/components/ui/button';
import { Menu } from '@/components/ui/menu';
import { errorMessage } from '@/lib/api-client';
import { exportRaffleBuyers } from '../api/export-buyers';
import { CopyStatus, useCopyLink, useRaffleShare } from './share-raffle';

const icon = 'h-4 w-4';

/**
 * A raffle's actions in the admin table (a laptop): every one with words, 'Editar'
 * at hand and the rest in two labelled menus, 'Compartir' and 'Más', so the column
 * stays narrow enough for a 1280 px screen beside the side menu.
 */
export function RaffleTableActions({
  raffle,
  onDelete,
}: {
  raffle: Raffle;
  onDelete: (raffle: Raffle) => void;
}) {
  const navigate = useNavigate();
  const share = useRaffleShare(raffle);
  const { copied, failed, copy } = useCopyLink(share.link);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportAs = (format: 'xlsx' | 'csv') => () => {
    setExportError(null);
    exportRaffleBuyers(raffle.id, format).catch((err: unknown) =>
      setExportError(errorMessage(err, messages.common.exportFailed)),
    );
  };

  return (
    <div className="ml-auto flex w-36 flex-col gap-1.5">
      <Link
        to={`/admin/edit-raffle/${raffle.id}`}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        aria-label={`Editar: ${raffle.title}`}
      >
        <Pencil className={icon} aria-hidden="true" />
        Editar
      </Link>
      <Menu
        label={copied ? 'Copiado' : 'Compartir'}
        icon={<Share2 className={icon} aria-hidden="true" />}
        accessibleName={`Compartir: ${raffle.title}`}
        items={[
          {
            label: 'Copiar enlace',
            icon: <Link2 className={icon} aria-hidden="true" />,
            onSelect: () => void copy(),
          },
          {
            label: share.label,
            icon: <MessageCircle className={icon} aria-hidden="true" />,
            href: share.whatsappUrl,
          },
        ]}
      />
      <Menu
        label="Más"
        icon={<MoreHorizontal className={icon} aria-hidden="true" />}
        accessibleName={`Más acciones: ${raffle.title}`}
        items={[
          {
            label: 'Números reservados',
            icon: <ListOrdered className={icon} aria-hidden="true" />,
            onSelect: () => void navigate(`/admin/reserved-numbers/${raffle.id}`),
          },
          {
            label: 'Compradores (Excel)',
            icon: <Download className={icon} aria-hidden="true" />,
            onSelect: exportAs('xlsx'),
          },
          {
            label: 'Compradores (CSV)',
            icon: <Download className={icon} aria-hidden="true" />,
            onSelect: exportAs('csv'),
          },
          {
            label: 'Eliminar',
            icon: <Trash2 className={icon} aria-hidden="true" />,
            onSelect: () => onDelete(raffle),
            tone: 'danger',
          },
        ]}
      />
      <CopyStatus copied={copied} failed={failed} link={share.link} />
      {exportError && (
        <p role="alert" className="text-xs text-red-700">
          {exportError}
        </p>
      )}
    </div>
  );
}
