import { useParams } from 'react-router';
import { messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminRaffle } from '../admin/api/get-admin-raffle';
import { AdminPageHeader } from '../admin/components/admin-page-header';
import { RaffleForm } from '../admin/components/raffle-form';

/** /admin/edit-raffle/:id */
export function EditRafflePage() {
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
      {content}
    </section>
  );
}
