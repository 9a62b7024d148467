import { queryRoots } from '@/lib/query-keys';

/** The tickets feature's query keys. */
export const ticketKeys = {
  ticket: (code: string) => [...queryRoots.tickets, code] as const,
};
