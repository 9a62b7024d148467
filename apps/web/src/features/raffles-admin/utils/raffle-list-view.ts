import {
  ADMIN_RAFFLE_STATES,
  deriveAdminRaffleState,
  type AdminRaffleState,
  type Raffle,
} from '@rifas/shared';

export type RaffleSort = 'draw_asc' | 'draw_desc';
export type RaffleListView = { state: AdminRaffleState | ''; sort: RaffleSort };
export type ListedRaffle = Raffle & { admin_state: AdminRaffleState };

/** The list's filter and order live in the address (?estado=needs_winner&orden=draw_desc). */
export function readRaffleListView(params: URLSearchParams): RaffleListView {
  const state = params.get('estado') ?? '';
  const sort = params.get('orden');
  return {
    state: (ADMIN_RAFFLE_STATES as readonly string[]).includes(state)
      ? (state as AdminRaffleState)
      : '',
    sort: sort === 'draw_desc' ? 'draw_desc' : 'draw_asc',
  };
}

export function writeRaffleListView(view: RaffleListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.state) params.set('estado', view.state);
  if (view.sort !== 'draw_asc') params.set('orden', view.sort);
  return params;
}

/** Each raffle with its admin state, filtered and ordered by draw date (then id, stable). */
export function viewRaffles(raffles: Raffle[], view: RaffleListView, now: Date): ListedRaffle[] {
  const direction = view.sort === 'draw_desc' ? -1 : 1;
  return raffles
    .map((raffle) => ({ ...raffle, admin_state: deriveAdminRaffleState(raffle, now) }))
    .filter((raffle) => !view.state || raffle.admin_state === view.state)
    .sort((a, b) => direction * (Date.parse(a.draw_date) - Date.parse(b.draw_date)) || a.id - b.id);
}
