import {
  DEFAULT_PAYMENT_PAGE_SIZE,
  PAYMENT_PAGE_SIZES,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@rifas/shared';
import type { PaymentsQuery } from '../api/get-payments';

/**
 * Where the list opens when the address names no status: on a phone, the pending
 * payments oldest first — the queue the operator reviews (issue 40); elsewhere, all.
 * 'Todos' on a phone is then written as status=all.
 */
export type ListDefaults = { phone: boolean };

const ALL = 'all';
const defaultStatus = ({ phone }: ListDefaults) => (phone ? 'pending' : '');

/**
 * The payments list's filters live in the address
 * (?status=pending&raffle=3&limit=50&page=2&search=jose),
 * so the dashboard can link to the pending payments and a reload keeps the view.
 */
export function readListParams(params: URLSearchParams, defaults: ListDefaults): PaymentsQuery {
  const named = params.get('status');
  const status = named === null ? defaultStatus(defaults) : named === ALL ? '' : named;
  const raffleId = Number(params.get('raffle'));
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page'));
  return {
    status:
      status === 'stale' || (PAYMENT_STATUSES as readonly string[]).includes(status)
        ? (status as PaymentStatus | 'stale')
        : '',
    raffleId: Number.isInteger(raffleId) && raffleId > 0 ? raffleId : null,
    limit: (PAYMENT_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_PAYMENT_PAGE_SIZE,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: (params.get('search') ?? '').trim(),
    order: defaults.phone && status === 'pending' ? 'oldest' : 'newest',
  };
}

export function writeListParams(query: PaymentsQuery, defaults: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== defaultStatus(defaults)) params.set('status', query.status || ALL);
  if (query.raffleId) params.set('raffle', String(query.raffleId));
  if (query.limit !== DEFAULT_PAYMENT_PAGE_SIZE) params.set('limit', String(query.limit));
  if (query.page > 1) params.set('page', String(query.page));
  if (query.search) params.set('search', query.search);
  return params;
}

/** ?payment=ID opens that payment's detail over the list (a duplicate reference's link). */
export function readOpenPayment(params: URLSearchParams): number | null {
  const id = Number(params.get('payment'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function withOpenPayment(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set('payment', String(id));
  else next.delete('payment');
  return next;
}
