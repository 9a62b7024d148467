import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Plus, Ticket } from 'lucide-react';
import { messages, type AdminRaffleState, type Raffle } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminRaffles } from '@/lib/raffle-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { readAdminNotice, readSharedRaffleId } from '../utils/admin-notice';
import { ShareRaffle } from '../components/share-raffle';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminRaffleList } from '../components/admin-raffle-list';
import { DeleteRaffleDialog } from '../components/delete-raffle-dialog';
import { RaffleListControls } from '../components/raffle-list-controls';
import { readRaffleListView, viewRaffles, writeRaffleListView } from '../utils/raffle-list-view';

/** /admin/raffles: every raffle, drafts included (docs/product.md admin raffle list). */
export function AdminRafflesPage() {
  useDocumentTitle('Rifas');
  const location = useLocation();
  const navigate = useNavigate();
  // A form's success text, shown once: a reload of the list does not repeat it.
  const [arrivalNotice] = useState(() => readAdminNotice(location.state));
  const [sharedId] = useState(() => readSharedRaffleId(location.state));
  const raffles = useAdminRaffles();
  const [deleting, setDeleting] = useState<Raffle | null>(null);
  const [deletedNotice, setDeletedNotice] = useState<string | null>(null);
  const notice = deletedNotice ?? arrivalNotice;
  const [params, setParams] = useSearchParams();
  const view = readRaffleListView(params);
  // Every raffle with its state, once per answer; the filter and the order apply to it.
  const all = useMemo(
    () => viewRaffles(raffles.data ?? [], { state: '', sort: view.sort }, new Date()),
    [raffles.data, view.sort],
  );
  const shared = raffles.data?.find((raffle) => raffle.id === sharedId) ?? null;
  const listed = view.state ? all.filter((raffle) => raffle.admin_state === view.state) : all;
  const counts = useMemo(() => {
    const byState = new Map<AdminRaffleState, number>();
    for (const raffle of all)
      byState.set(raffle.admin_state, (byState.get(raffle.admin_state) ?? 0) + 1);
    return byState;
  }, [all]);

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
  else
    content = (
      <>
        <RaffleListControls
          view={view}
          counts={counts}
          onChange={(next) => setParams(writeRaffleListView(next), { replace: true })}
        />
        {listed.length === 0 ? (
          <EmptyState
            icon={<Ticket className="h-10 w-10" />}
            title="Ninguna rifa en esta situación"
          />
        ) : (
          <AdminRaffleList raffles={listed} onDelete={setDeleting} />
        )}
      </>
    );

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
        <Alert
          tone="success"
          className="mb-4"
          action={
            !deletedNotice && shared ? (
              <div className="max-w-xl">
                <p className="mb-2 font-semibold">Compártela ya: {shared.title}</p>
                <ShareRaffle raffle={shared} />
              </div>
            ) : undefined
          }
        >
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
