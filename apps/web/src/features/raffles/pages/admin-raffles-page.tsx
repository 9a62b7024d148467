import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Plus, Ticket } from 'lucide-react';
import { messages, type Raffle } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { readAdminNotice } from '../admin/admin-notice';
import { useAdminRaffles } from '../admin/api/get-admin-raffles';
import { AdminPageHeader } from '../admin/components/admin-page-header';
import { AdminRaffleList } from '../admin/components/admin-raffle-list';
import { DeleteRaffleDialog } from '../admin/components/delete-raffle-dialog';

/** /admin/raffles: every raffle, drafts included (SPEC §2 admin raffle list). */
export function AdminRafflesPage() {
  useDocumentTitle('Rifas');
  const location = useLocation();
  const navigate = useNavigate();
  // A form's success text, shown once: a reload of the list does not repeat it.
  const [arrivalNotice] = useState(() => readAdminNotice(location.state));
  const raffles = useAdminRaffles();
  const [deleting, setDeleting] = useState<Raffle | null>(null);
  const [deletedNotice, setDeletedNotice] = useState<string | null>(null);
  const notice = deletedNotice ?? arrivalNotice;

  useEffect(() => {
    if (arrivalNotice) void navigate('.', { replace: true, state: null });
  }, [arrivalNotice, navigate]);

  let content;
  if (raffles.isPending) content = <PageSpinner />;
  else if (raffles.isError)
    content = (
      <Alert
        action={
          <Button size="sm" variant="outline" onClick={() => void raffles.refetch()}>
            Reintentar
          </Button>
        }
      >
        {errorMessage(raffles.error, messages.common.internalError)}
      </Alert>
    );
  else if (raffles.data.length === 0)
    content = (
      <EmptyState
        icon={<Ticket className="h-10 w-10" />}
        title="Aún no hay rifas"
        description="Crea la primera rifa para empezar a vender números."
      />
    );
  else content = <AdminRaffleList raffles={raffles.data} onDelete={setDeleting} />;

  return (
    <section>
      <AdminPageHeader
        title="Rifas"
        subtitle="Todas las rifas, incluidas las pendientes que el público aún no ve."
        actions={
          <Link
            to="/admin/create-raffle"
            className={buttonClasses({ className: 'self-start sm:self-auto' })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Nueva Rifa
          </Link>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {content}
      {deleting && (
        <DeleteRaffleDialog
          raffle={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            setDeletedNotice(message);
          }}
        />
      )}
    </section>
  );
}
