import { queryRoots } from '@/lib/query-keys';

/** 'Fuentes automáticas': the mailboxes and the movements read from them. */
export const paymentSourceKeys = {
  all: queryRoots.paymentSources,
  sources: () => [...queryRoots.paymentSources, 'sources'] as const,
  movements: () => [...queryRoots.paymentSources, 'movements'] as const,
};
