import { queryRoots } from '@/lib/query-keys';

/** The dashboard's query keys; payment reviews and releases invalidate its root too. */
export const dashboardKeys = {
  all: queryRoots.dashboard,
  overview: [...queryRoots.dashboard, 'overview'] as const,
  usersCount: [...queryRoots.dashboard, 'users-count'] as const,
  /** Under the payments' root, so a review anywhere refreshes it. */
  recentPayments: [...queryRoots.payments, 'recent'] as const,
};
