import { useState } from 'react';
import { Plus, UsersRound } from 'lucide-react';
import { messages } from '@rifas/shared';
import { ExportMenu } from '@/components/export-menu';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exportSellers } from '../api/export-sellers';
import { useSellers } from '../api/get-sellers';
import { useSetSellerActive } from '../api/set-seller-active';
import { SellerFormDialog } from '../components/seller-form-dialog';
import { SellersList } from '../components/sellers-list';

const m = messages.sellers;

/** /admin/vendedores (issue 29): each seller's validated sales and commission, per raffle. */
export function SellersPage() {
  useDocumentTitle(m.title);
  const sellers = useSellers();
  const setActive = useSetSellerActive();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {m.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Solo cuentan los pagos validados: un rechazo o un reembolso quita la venta.
          </p>
        </div>
        <div className="flex gap-2">
          <ExportMenu
            label="Exportar"
            accessibleName="Exportar vendedores"
            onExport={exportSellers}
          />
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {m.new}
          </Button>
        </div>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {sellers.isPending ? (
        <PageSpinner />
      ) : sellers.isError ? (
        <Alert>{errorMessage(sellers.error)}</Alert>
      ) : sellers.data.length === 0 ? (
        <EmptyState icon={<UsersRound className="h-10 w-10" />} title={m.empty} />
      ) : (
        <SellersList
          sellers={sellers.data}
          switchingId={setActive.isPending ? setActive.variables.id : null}
          onToggle={(seller, is_active) => setActive.mutate({ id: seller.id, is_active })}
        />
      )}
      {creating && (
        <SellerFormDialog
          onClose={() => setCreating(false)}
          onSaved={(text) => {
            setCreating(false);
            setNotice(text);
          }}
        />
      )}
    </section>
  );
}
