import type { Payment } from '@rifas/shared';
import { formatUsd } from '@/lib/format';

/**
 * How the purchase was priced (issue 29): the packs, the price before the coupon and its
 * discount, the seller and the commission the sale earns them once validated.
 */
export function PaymentSale({ sale }: { sale: NonNullable<Payment['sale']> }) {
  const lines: [string, string][] = [];
  if (sale.packs_text) lines.push(['Paquetes', sale.packs_text]);
  if (sale.coupon_code) {
    lines.push(['Precio sin cupón', formatUsd(sale.list_amount)]);
    lines.push([`Cupón ${sale.coupon_code}`, `−${formatUsd(sale.discount)}`]);
  }
  if (sale.seller)
    lines.push(['Vendedor', `${sale.seller} · comisión ${formatUsd(sale.commission)}`]);
  return (
    <dl
      className="space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm"
      aria-label="Precio de la compra"
    >
      {lines.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
