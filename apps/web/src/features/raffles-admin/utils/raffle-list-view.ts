import {
  ADMIN_RAFFLE_STATES,
  deriveAdminRaffleState,
  type AdminRaffleState,
  type Raffle,
} from '@rifas/shared';

/** Newest first by default: a raffle just created is at the top (issue 30). */
export type RaffleSort = 'created_desc' | 'draw_asc' | 'draw_desc';
const SORTS: readonly RaffleSort[] = ['created_desc', 'draw_asc', 'draw_desc'];
export type RaffleListView = { state: AdminRaffleState | ''; sort: RaffleSort };
export type ListedRaffle = Raffle & { admin_state: AdminRaffleState };

/** The list's filter and order live in the address (?estado=needs_winner&orden=draw_asc). */
export function readRaffleListView(params: URLSearchParams): RaffleListView {
  const state = params.get('estado') ?? '';
  const sort = params.get('orden');
  return {
    state: (ADMIN_RAFFLE_STATES as readonly string[]).includes(state)
      ? (state as AdminRaffleState)
      : '',
    sort: (SORTS as readonly (string | null)[]).includes(sort)
      ? (sort as RaffleSort)
      : 'created_desc',
  };
}

export function writeRaffleListView(view: RaffleListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.state) params.set('estado', view.state);
  if (view.sort !== 'created_desc') params.set('orden', view.sort);
  return params;
}

/** Each raffle with its admin state, filtered and ordered (newest, or by draw date then id). */
export function viewRaffles(raffles: Raffle[], view: RaffleListView, now: Date): ListedRaffle[] {
  const direction = view.sort === 'draw_desc' ? -1 : 1;
  const order =
    view.sort === 'created_desc'
      ? (a: Raffle, b: Raffle) => b.id - a.id
      : (a: Raffle, b: Raffle) =>
          direction * (Date.parse(a.draw_date) - Date.parse(b.draw_date)) || a.id - b.id;
  return raffles
    .map((raffle) => ({ ...raffle, admin_state: deriveAdminRaffleState(raffle, now) }))
    .filter((raffle) => !view.state || raffle.admin_state === view.state)
    .sort(order);
}
