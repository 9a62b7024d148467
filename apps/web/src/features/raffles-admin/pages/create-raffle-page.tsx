import { PageSpinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminPageHeader } from '../components/admin-page-header';
import { RaffleForm } from '../components/raffle-form';

/** /admin/create-raffle */
export function CreateRafflePage() {
  useDocumentTitle('Nueva Rifa');
  // The date-time is read in the business time zone, so the form waits for it.
  const config = usePublicConfig();
  return (
    <section>
      <AdminPageHeader
        title="Nueva Rifa"
        backTo={{ to: '/admin/raffles', label: 'Volver a las rifas' }}
      />
      {config.isPending ? <PageSpinner /> : <RaffleForm raffle={null} />}
    </section>
  );
}
