import {
  messages,
  PAYMENT_PAGE_SIZES,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  type PaymentStats,
  type PaymentStatus,
  type Raffle,
} from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

export type PaymentFilterValues = {
  status: PaymentStatus | 'stale' | '';
  raffleId: number | null;
  limit: number;
};

type PaymentFiltersProps = {
  values: PaymentFilterValues;
  raffles: Raffle[];
  stats: PaymentStats | undefined;
  onChange: (values: PaymentFilterValues) => void;
};

/** Status, raffle and results per page (docs/product.md, §9: 10, 20, 50, 100; default 20). */
export function PaymentFilters({ values, raffles, stats, onChange }: PaymentFiltersProps) {
  const countOf = (status: PaymentStatus) =>
    stats?.statusStats.find((row) => row.status === status)?.count;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[12rem_minmax(0,1fr)_11rem]">
      <FormField label="Estado">
        {(field) => (
          <Select
            {...field}
            value={values.status}
            onChange={(event) =>
              onChange({ ...values, status: event.target.value as PaymentFilterValues['status'] })
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
            <option value="stale">{messages.payments.staleFilter}</option>
          </Select>
        )}
      </FormField>
      {/* Phones: status and page size side by side, the raffle below (its names are long). */}
      <FormField label="Rifa" className="order-last col-span-2 min-w-0 lg:order-none lg:col-span-1">
        {(field) => (
          <Select
            {...field}
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
        )}
      </FormField>
      <FormField label="Resultados por página">
        {(field) => (
          <Select
            {...field}
            value={values.limit}
            onChange={(event) => onChange({ ...values, limit: Number(event.target.value) })}
          >
            {PAYMENT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
