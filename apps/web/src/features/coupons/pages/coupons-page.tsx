import { useState } from 'react';
import { Pencil, Plus, TicketPercent } from 'lucide-react';
import { formatDateTime, type Coupon, messages } from '@rifas/shared';
import { ActiveSwitch } from '@/components/active-switch';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { useBusinessTimeZone } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCoupons } from '../api/get-coupons';
import { useSetCouponActive } from '../api/set-coupon-active';
import { CouponFormDialog } from '../components/coupon-form-dialog';

const m = messages.coupons;

function discountText(coupon: Coupon): string {
  return coupon.kind === 'percent' ? `${coupon.value} %` : formatUsd(coupon.value);
}

/** /admin/cupones (issue 29): every coupon with its uses, 'Nuevo cupón' and 'Editar'. */
export function CouponsPage() {
  useDocumentTitle(m.title);
  const timeZone = useBusinessTimeZone();
  const coupons = useCoupons();
  const setActive = useSetCouponActive();
  // The form's dialog: closed, a new coupon ('new'), or the coupon being edited.
  const [form, setForm] = useState<Coupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {m.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Descuentos por código. El servidor los aplica y cuenta sus usos en cada compra.
          </p>
        </div>
        <Button onClick={() => setForm('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {m.new}
        </Button>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {coupons.isPending ? (
        <PageSpinner />
      ) : coupons.isError ? (
        <Alert>{errorMessage(coupons.error)}</Alert>
      ) : coupons.data.length === 0 ? (
        <EmptyState icon={<TicketPercent className="h-10 w-10" />} title={m.empty} />
      ) : (
        <Table caption={m.title}>
          <THead>
            <TR>
              <TH>Código</TH>
              <TH>Descuento</TH>
              <TH>Rifa</TH>
              <TH>Usos</TH>
              <TH>Por comprador</TH>
              <TH>Mínimo</TH>
              <TH>Desde</TH>
              <TH>Hasta</TH>
            </TR>
          </THead>
          <TBody>
            {coupons.data.map((coupon) => (
              <TR key={coupon.id}>
                <TD>
                  <p className="font-semibold">
                    {coupon.code} {!coupon.is_active && <Badge tone="neutral">{m.inactive}</Badge>}
                  </p>
                  <div className="flex flex-wrap items-center gap-2">
                    <ActiveSwitch
                      code={coupon.code}
                      isActive={coupon.is_active}
                      busy={setActive.isPending && setActive.variables.id === coupon.id}
                      onToggle={(is_active) => setActive.mutate({ id: coupon.id, is_active })}
                    />
                    <Button
                      variant="outline"
                      size="sm"
                      className="mt-1"
                      onClick={() => setForm(coupon)}
                      aria-label={`Editar ${coupon.code}`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      Editar
                    </Button>
                  </div>
                </TD>
                <TD>{discountText(coupon)}</TD>
                <TD>{coupon.raffle_title ?? m.allRaffles}</TD>
                <TD className="tabular-nums">
                  {coupon.uses} / {coupon.max_uses}
                </TD>
                <TD>{coupon.max_uses_per_buyer ?? '—'}</TD>
                <TD>{coupon.min_numbers}</TD>
                <TD>{when(coupon.valid_from)}</TD>
                <TD>{when(coupon.valid_until)}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
      {form && (
        <CouponFormDialog
          coupon={form === 'new' ? undefined : form}
          onClose={() => setForm(null)}
          onSaved={(text) => {
            setForm(null);
            setNotice(text);
          }}
        />
      )}
    </section>
  );
}
