import { closesAtTime, salesCloseTime, type AutoCloseMode } from './auto-close';

/**
 * Derived raffle state (docs/domain.md), the one function both sides use.
 * - extended: a minimum is required, the draw date has passed, sales are below
 *   the minimum and there is no winning number → 'Sorteo extendido', sales stay open.
 * - ended: completed, or the draw date has passed and the raffle is not extended.
 * - sales_closed: its sales closed by the clock and its draw is still ahead (issue 44, ADR 088):
 *   it closes at its time (auto_close 'time' or 'both') and that time has come. An extended
 *   raffle (draw passed) is not closed by it: it keeps selling.
 * - can_sell: active, not ended and its sales not closed.
 */
export type RaffleStatus = 'pending' | 'active' | 'completed';

export type RaffleStateInput = {
  status: RaffleStatus;
  draw_date: string | Date;
  is_minimal_required: boolean;
  minimal_number: number | null;
  sold_numbers: number;
  numero_ganador: number | null;
  /** Without these (callers that only ask whether it ended) the sales never close by the clock. */
  auto_close?: AutoCloseMode;
  sales_close_at?: string | Date | null;
};

export type RaffleState = {
  extended: boolean;
  ended: boolean;
  sales_closed: boolean;
  can_sell: boolean;
};

export function deriveRaffleState(raffle: RaffleStateInput, now: Date = new Date()): RaffleState {
  const drawPassed = new Date(raffle.draw_date).getTime() <= now.getTime();
  const minimum = raffle.minimal_number ?? 0;
  const extended =
    raffle.is_minimal_required &&
    drawPassed &&
    raffle.sold_numbers < minimum &&
    raffle.numero_ganador === null;
  const ended = raffle.status === 'completed' || (drawPassed && !extended);
  const sales_closed =
    !drawPassed &&
    raffle.status !== 'completed' &&
    raffle.auto_close !== undefined &&
    closesAtTime(raffle.auto_close) &&
    salesCloseTime({
      drawDate: raffle.draw_date,
      salesCloseAt: raffle.sales_close_at ?? null,
    }).getTime() <= now.getTime();
  return {
    extended,
    ended,
    sales_closed,
    can_sell: raffle.status === 'active' && !ended && !sales_closed,
  };
}

/** docs/domain.md public badge: ended → Finalizada, active → Activa, anything else → Pendiente. */
export function publicStatusLabel(raffle: { status: RaffleStatus; ended: boolean }): string {
  if (raffle.ended) return 'Finalizada';
  return raffle.status === 'active' ? 'Activa' : 'Pendiente';
}

/** docs/domain.md admin badge. */
export function adminStatusLabel(status: RaffleStatus): string {
  return { active: 'Activa', completed: 'Completada', pending: 'Pendiente' }[status];
}

/**
 * The admin list's status in words that say the next step (the spec's badges
 * stay where the spec shows them):
 * - draft: pending, the public does not see it yet → activate it;
 * - active: selling;
 * - sales_closed: its sales closed by the clock, the draw still ahead → review what is pending;
 * - extended: the draw date passed below the required minimum → keep selling;
 * - needs_winner: ended with no winning number → enter the winning number;
 * - completed: completed, or ended with a winning number saved beforehand.
 */
export const ADMIN_RAFFLE_STATES = [
  'draft',
  'active',
  'sales_closed',
  'extended',
  'needs_winner',
  'completed',
] as const;
export type AdminRaffleState = (typeof ADMIN_RAFFLE_STATES)[number];

export const ADMIN_RAFFLE_STATE_LABELS: Record<AdminRaffleState, string> = {
  draft: 'Borrador',
  active: 'Activa',
  sales_closed: 'Ventas cerradas',
  extended: 'Extendida',
  needs_winner: 'Necesita ganador',
  completed: 'Completada',
};

/** The one derivation of the admin state; the list, its filter and the dashboard use it. */
export function deriveAdminRaffleState(
  raffle: RaffleStateInput,
  now: Date = new Date(),
): AdminRaffleState {
  if (raffle.status === 'completed') return 'completed';
  if (raffle.status === 'pending') return 'draft';
  const state = deriveRaffleState(raffle, now);
  if (state.extended) return 'extended';
  if (state.ended) return raffle.numero_ganador === null ? 'needs_winner' : 'completed';
  return state.sales_closed ? 'sales_closed' : 'active';
}
