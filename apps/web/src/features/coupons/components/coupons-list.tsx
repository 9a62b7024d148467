import { Pencil } from 'lucide-react';
import { formatDateTime, type Coupon, messages } from '@rifas/shared';
import { ActiveSwitch } from '@/components/active-switch';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { formatUsd } from '@/lib/format';

const m = messages.coupons;

type CouponsListProps = {
  coupons: readonly Coupon[];
  timeZone: string;
  /** The coupon whose 'Activo' switch is being saved, if any. */
  switchingId: number | null;
  onToggle: (coupon: Coupon, isActive: boolean) => void;
  onEdit: (coupon: Coupon) => void;
};

function discountText(coupon: Coupon): string {
  return coupon.kind === 'percent' ? `${coupon.value} %` : formatUsd(coupon.value);
}

/** 'Desactivar'/'Activar' and 'Editar', the same on a row and on a card. */
function RowActions({
  coupon,
  switchingId,
  onToggle,
  onEdit,
}: Omit<CouponsListProps, 'coupons' | 'timeZone'> & { coupon: Coupon }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ActiveSwitch
        code={coupon.code}
        isActive={coupon.is_active}
        busy={switchingId === coupon.id}
        onToggle={(isActive) => onToggle(coupon, isActive)}
      />
      <Button
        variant="outline"
        size="sm"
        className="mt-1"
        onClick={() => onEdit(coupon)}
        aria-label={`Editar ${coupon.code}`}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Editar
      </Button>
    </div>
  );
}

/** Every coupon with its uses: a table from md up, a card each on a phone (no sideways scroll). */
export function CouponsList({ coupons, timeZone, ...actions }: CouponsListProps) {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');
  const code = (coupon: Coupon) => (
    <p className="font-semibold text-slate-900">
      {coupon.code} {!coupon.is_active && <Badge tone="neutral">{m.inactive}</Badge>}
    </p>
  );
  return (
    <>
      <div className="hidden md:block">
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
            {coupons.map((coupon) => (
              <TR key={coupon.id}>
                <TD>
                  {code(coupon)}
                  <RowActions coupon={coupon} {...actions} />
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
      </div>

      <ul className="space-y-3 md:hidden" aria-label={m.title}>
        {coupons.map((coupon) => (
          <li
            key={coupon.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              {code(coupon)}
              <p className="font-semibold text-slate-900">{discountText(coupon)}</p>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Rifa</dt>
              <dd>{coupon.raffle_title ?? m.allRaffles}</dd>
              <dt className="text-slate-500">Usos</dt>
              <dd className="tabular-nums">
                {coupon.uses} / {coupon.max_uses}
              </dd>
              <dt className="text-slate-500">Por comprador</dt>
              <dd>{coupon.max_uses_per_buyer ?? '—'}</dd>
              <dt className="text-slate-500">Mínimo</dt>
              <dd>{coupon.min_numbers}</dd>
              <dt className="text-slate-500">Desde</dt>
              <dd>{when(coupon.valid_from)}</dd>
              <dt className="text-slate-500">Hasta</dt>
              <dd>{when(coupon.valid_until)}</dd>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-2">
              <RowActions coupon={coupon} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
