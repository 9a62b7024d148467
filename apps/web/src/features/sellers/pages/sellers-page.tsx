import { Fragment, useState } from 'react';
import { Plus, UsersRound } from 'lucide-react';
import { messages } from '@rifas/shared';
import { ExportMenu } from '@/components/export-menu';
import { ActiveSwitch } from '@/components/active-switch';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exportSellers } from '../api/export-sellers';
import { useSellers } from '../api/get-sellers';
import { useSetSellerActive } from '../api/set-seller-active';
import { SellerFormDialog } from '../components/seller-form-dialog';

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
        <Table caption={m.title}>
          <THead>
            <TR>
              <TH>Vendedor</TH>
              <TH>Rifa</TH>
              <TH>{m.validatedCount}</TH>
              <TH>{m.validatedNumbers}</TH>
              <TH>{m.validatedAmount}</TH>
              <TH>{m.commission}</TH>
            </TR>
          </THead>
          <TBody>
            {sellers.data.map((seller) => (
              <Fragment key={seller.id}>
                <TR>
                  <TD>
                    <p className="font-semibold text-slate-900">
                      {seller.name} · {seller.code}{' '}
                      {!seller.is_active && <Badge tone="neutral">{m.inactive}</Badge>}
                    </p>
                    <p className="text-xs text-slate-500">
                      {seller.commission_percent} % ·{' '}
                      <a className="text-brand-700 underline" href={seller.report_url}>
                        {m.openReport}
                      </a>
                    </p>
                    <ActiveSwitch
                      code={seller.code}
                      isActive={seller.is_active}
                      busy={setActive.isPending && setActive.variables.id === seller.id}
                      onToggle={(is_active) => setActive.mutate({ id: seller.id, is_active })}
                    />
                  </TD>
                  <TD className="font-semibold">Total</TD>
                  <TD className="tabular-nums">{seller.totals.validated_count}</TD>
                  <TD className="tabular-nums">{seller.totals.validated_numbers}</TD>
                  <TD className="tabular-nums">{formatUsd(seller.totals.validated_amount)}</TD>
                  <TD className="font-semibold tabular-nums">
                    {formatUsd(seller.totals.commission)}
                  </TD>
                </TR>
                {seller.raffles.map((raffle) => (
                  <TR key={`${seller.id}-${raffle.raffle_id}`}>
                    <TD />
                    <TD>{raffle.raffle_title}</TD>
                    <TD className="tabular-nums">{raffle.validated_count}</TD>
                    <TD className="tabular-nums">{raffle.validated_numbers}</TD>
                    <TD className="tabular-nums">{formatUsd(raffle.validated_amount)}</TD>
                    <TD className="tabular-nums">{formatUsd(raffle.commission)}</TD>
                  </TR>
                ))}
              </Fragment>
            ))}
          </TBody>
        </Table>
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
