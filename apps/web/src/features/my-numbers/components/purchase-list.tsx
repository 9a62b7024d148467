import { Link } from 'react-router';
import { formatNumber, type BuyerPurchase } from '@rifas/shared';
import { PurchaseAmount } from '@/components/purchase-amount';
import { PurchaseStatusBadge } from '@/components/purchase-status';
import { imageOnly, RaffleImage } from '@/components/raffle-image';
import { useDateFormat } from '@/lib/format';

const RAFFLE_STATUS: Record<BuyerPurchase['raffle_status'], string> = {
  pending: 'Próximamente',
  active: 'Activa',
  completed: 'Finalizada',
};

function PurchaseCard({ purchase }: { purchase: BuyerPurchase }) {
  const { formatDate, formatDateTime } = useDateFormat();
  const labels = purchase.numbers.map((n) =>
    formatNumber(n, purchase.start_number, purchase.end_number),
  );
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex gap-3 p-4 sm:gap-4">
        <RaffleImage
          image={imageOnly(purchase.raffle_image)}
          alt=""
          sizes="144px"
          className="w-24 shrink-0 rounded-lg sm:w-36"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">
            <Link to={`/raffles/${purchase.raffle_id}`} className="hover:underline">
              {purchase.raffle_title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            Sorteo: {formatDate(purchase.draw_date)} · {RAFFLE_STATUS[purchase.raffle_status]}
          </p>
          <div className="mt-2">
            <PurchaseStatusBadge status={purchase.status} />
          </div>
          {purchase.rejection_reason && (
            <p className="mt-1 text-sm text-red-700">Motivo: {purchase.rejection_reason}</p>
          )}
        </div>
      </div>
      <dl className="grid gap-2 border-t border-slate-100 px-4 py-3 text-sm">
        <div>
          <dt className="sr-only">Números</dt>
          <dd className="flex flex-wrap gap-1.5" aria-label="Números">
            {labels.map((label) => (
              <span
                key={label}
                className="rounded-md bg-brand-50 px-2 py-0.5 font-mono font-semibold text-brand-800"
              >
                {label}
              </span>
            ))}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <dt className="sr-only">Fecha de compra</dt>
          <dd className="text-slate-600">{formatDateTime(purchase.created_at)}</dd>
          <dt className="sr-only">Monto</dt>
          <dd>
            <PurchaseAmount amount={purchase.amount} precioMoneda={purchase.precio_moneda} />
          </dd>
        </div>
      </dl>
      <div className="border-t border-slate-100 px-4 py-3">
        <Link
          to={`/ticket/${purchase.ticket_code}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Ver ticket
        </Link>
      </div>
    </li>
  );
}

/** Every purchase found, newest first, each with its ticket link. */
export function PurchaseList({ purchases }: { purchases: BuyerPurchase[] }) {
  return (
    <ul className="space-y-4" aria-label="Tus compras">
      {purchases.map((purchase) => (
        <PurchaseCard key={purchase.ticket_code} purchase={purchase} />
      ))}
    </ul>
  );
}
