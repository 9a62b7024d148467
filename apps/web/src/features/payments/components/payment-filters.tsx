import {
  PAYMENT_PAGE_SIZES,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  type PaymentStats,
  type PaymentStatus,
  type Raffle,
} from '@rifas/shared';
import { Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type PaymentFilterValues = {
  status: PaymentStatus | '';
  raffleId: number | null;
  limit: number;
};

type PaymentFiltersProps = {
  values: PaymentFilterValues;
  raffles: Raffle[];
  stats: PaymentStats | undefined;
  onChange: (values: PaymentFilterValues) => void;
};

/** Status, raffle and results per page (SPEC §2, §9: 10, 20, 50, 100; default 20). */
export function PaymentFilters({ values, raffles, stats, onChange }: PaymentFiltersProps) {
  const countOf = (status: PaymentStatus) =>
    stats?.statusStats.find((row) => row.status === status)?.count;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[12rem_minmax(0,1fr)_11rem]">
      <div>
        <Label htmlFor="payments-status">Estado</Label>
        <Select
          id="payments-status"
          value={values.status}
          onChange={(event) =>
            onChange({ ...values, status: event.target.value as PaymentStatus | '' })
          }
        >
          <option value="">Todos</option>
          {PAYMENT_STATUSES.map((status) => {
            const count = countOf(status);
            return (
              <option key={status} value={status}>
                {paymentStatusLabel(status)}
                {count !== undefined ? ` (${count})` : ''}
              </option>
            );
          })}
        </Select>
      </div>
      {/* Phones: status and page size side by side, the raffle below (its names are long). */}
      <div className="order-last col-span-2 min-w-0 lg:order-none lg:col-span-1">
        <Label htmlFor="payments-raffle">Rifa</Label>
        <Select
          id="payments-raffle"
          value={values.raffleId ?? ''}
          onChange={(event) =>
            onChange({
              ...values,
              raffleId: event.target.value ? Number(event.target.value) : null,
            })
          }
        >
          <option value="">Todas las rifas</option>
          {raffles.map((raffle) => (
            <option key={raffle.id} value={raffle.id}>
              {raffle.title}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="payments-limit">Resultados por página</Label>
        <Select
          id="payments-limit"
          value={values.limit}
          onChange={(event) => onChange({ ...values, limit: Number(event.target.value) })}
        >
          {PAYMENT_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
