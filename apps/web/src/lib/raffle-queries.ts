import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Raffle } from '@rifas/shared';
import { api } from './api-client';
import { lazySchema } from './lazy-schema';
import { queryRoots } from './query-keys';

const RaffleListSchema = lazySchema('RaffleListSchema');
const RaffleSchema = lazySchema('RaffleSchema');

/**
 * Query keys and options of the public raffle reads. They live here, not in a
 * feature, because several features read or invalidate them (raffles,
 * raffles-admin, purchase) and features never import each other. Anything
 * that changes a raffle invalidates `raffleKeys.all`.
 */
export const raffleKeys = {
  all: queryRoots.raffles,
  active: [...queryRoots.raffles, 'active'] as const,
  past: [...queryRoots.raffles, 'past'] as const,
  detail: (id: number) => [...queryRoots.raffles, 'detail', id] as const,
  /** Under detail(id), so refreshing a raffle refreshes its numbers too. */
  numbers: (id: number) => [...queryRoots.raffles, 'detail', id, 'numbers'] as const,
  /** The admin's own raffle reads (list, one raffle, winner). */
  admin: [...queryRoots.raffles, 'admin'] as const,
  adminList: [...queryRoots.raffles, 'admin', 'list'] as const,
};

/** GET /api/raffles/active: raffles that can sell now (extended ones included). */
export function getActiveRaffles(signal?: AbortSignal): Promise<Raffle[]> {
  return api.get('/raffles/active', { schema: RaffleListSchema, signal });
}

export const activeRafflesQueryOptions = () =>
  queryOptions({
    queryKey: raffleKeys.active,
    queryFn: ({ signal }) => getActiveRaffles(signal),
  });

export function useActiveRaffles() {
  return useQuery(activeRafflesQueryOptions());
}

/** GET /api/raffles/past: raffles that have ended. */
export function getPastRaffles(signal?: AbortSignal): Promise<Raffle[]> {
  return api.get('/raffles/past', { schema: RaffleListSchema, signal });
}

export const pastRafflesQueryOptions = () =>
  queryOptions({
    queryKey: raffleKeys.past,
    queryFn: ({ signal }) => getPastRaffles(signal),
  });

export function usePastRaffles() {
  return useQuery(pastRafflesQueryOptions());
}

/** GET /api/raffles/:id (404 'Rifa no encontrada'). */
export function getRaffle(id: number, signal?: AbortSignal): Promise<Raffle> {
  return api.get(`/raffles/${id}`, { schema: RaffleSchema, signal });
}

export const raffleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: raffleKeys.detail(id),
    queryFn: ({ signal }) => getRaffle(id, signal),
  });

/** One raffle; null (an address without a valid id) asks for nothing. */
export function useRaffle(id: number | null) {
  return useQuery({ ...raffleQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * GET /api/raffles as the admin: every raffle, drafts (pending) included. One
 * cache for /admin/raffles, the dashboard's 'Sorteos Recientes' and the payments
 * filter, so a raffle saved on one screen is fresh on the others.
 */
export function getAdminRaffles(signal?: AbortSignal): Promise<Raffle[]> {
  return api.get('/raffles', { schema: RaffleListSchema, signal });
}

export const adminRafflesQueryOptions = () =>
  queryOptions({
    queryKey: raffleKeys.adminList,
    queryFn: ({ signal }) => getAdminRaffles(signal),
  });

export function useAdminRaffles() {
  return useQuery(adminRafflesQueryOptions());
}
