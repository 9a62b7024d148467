import { vi } from 'vitest';
import type { Payment, PaymentList } from '@rifas/shared';

export const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };

export function pageOf(
  payments: Payment[],
  pagination: Partial<PaymentList['pagination']> = {},
): { body: PaymentList } {
  return {
    body: {
      payments,
      pagination: { page: 1, limit: 20, total: payments.length, pages: 1, ...pagination },
    },
  };
}

/** The query strings of the GET calls made to a path (stubApi keys ignore them). */
export function queriesOf(path: string): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
