import { queryOptions, useQuery } from '@tanstack/react-query';
import { TicketSchema, type Ticket } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { ticketKeys } from './keys';

/** How often an open ticket asks again while its payment awaits verification. */
export const TICKET_REFRESH_MS = 10_000;

/** GET /api/tickets/:code: a purchase as its ticket link shows it. */
export function getTicket(code: string, signal?: AbortSignal): Promise<Ticket> {
  return api.get(`/tickets/${encodeURIComponent(code)}`, { schema: TicketSchema, signal });
}

export const ticketQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ticketKeys.ticket(code),
    queryFn: ({ signal }) => getTicket(code, signal),
    // Only a pending payment can still change by itself (an admin verifies or rejects it);
    // focus refetches anyway, so a buyer coming back sees any later change.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? TICKET_REFRESH_MS : false,
    refetchOnWindowFocus: 'always',
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });

export function useTicket(code: string) {
  return useQuery(ticketQueryOptions(code));
}
