import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { messages, type Raffle } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminRaffle } from '../api/get-admin-raffle';
import { AdminPageHeader } from '../components/admin-page-header';
import { RaffleForm } from '../components/raffle-form';
import { ShareRaffle } from '../components/share-raffle';

/** What app/ adds under the form (the draw's admin panel): features never import each other. */
export type RafflePanel = ComponentType<{ raffle: Raffle }>;

/** /admin/edit-raffle/:id */
export function EditRafflePage({ Panel }: { Panel?: RafflePanel }) {
  useDocumentTitle('Editar Rifa');
  const id = Number(useParams().id);
  const raffle = useAdminRaffle(id);
  // The date-time is read in the business time zone, so the form waits for it.
  const config = usePublicConfig();

  let content;
  if (!Number.isInteger(id) || id <= 0) content = <Alert>{messages.raffles.notFound}</Alert>;
  else if (raffle.isError)
    content = <Alert>{errorMessage(raffle.error, messages.raffles.loadDetailFailed)}</Alert>;
  else if (raffle.isPending || config.isPending) content = <PageSpinner />;
  else content = <RaffleForm key={raffle.data.id} raffle={raffle.data} />;

  return (
    <section>
      <AdminPageHeader
        title="Editar Rifa"
        subtitle={raffle.data?.title}
        backTo={{ to: '/admin/raffles', label: 'Volver a las rifas' }}
      />
      {raffle.data && raffle.data.status !== 'pending' && (
        <div className="mb-5 rounded-2xl border border-slate-200 bg-white p-4">
          <p className="mb-2 text-sm font-semibold text-slate-800">Compartir esta rifa</p>
          <ShareRaffle raffle={raffle.data} />
        </div>
      )}
      {content}
      {Panel && raffle.data && <Panel raffle={raffle.data} />}
    </section>
  );
}
