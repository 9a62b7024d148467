import { useState } from 'react';
import { Plus, TicketPercent } from 'lucide-react';
import { type Coupon, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useBusinessTimeZone } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCoupons } from '../api/get-coupons';
import { useSetCouponActive } from '../api/set-coupon-active';
import { CouponFormDialog } from '../components/coupon-form-dialog';
import { CouponsList } from '../components/coupons-list';

const m = messages.coupons;

/** /admin/cupones (issue 29): every coupon with its uses, 'Nuevo cupón' and 'Editar'. */
export function CouponsPage() {
  useDocumentTitle(m.title);
  const timeZone = useBusinessTimeZone();
  const coupons = useCoupons();
  const setActive = useSetCouponActive();
  // The form's dialog: closed, a new coupon ('new'), or the coupon being edited.
  const [form, setForm] = useState<Coupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
        <CouponsList
          coupons={coupons.data}
          timeZone={timeZone}
          switchingId={setActive.isPending ? setActive.variables.id : null}
          onToggle={(coupon, is_active) => setActive.mutate({ id: coupon.id, is_active })}
          onEdit={setForm}
        />
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
