/**
 * Derived raffle state (DESIGN §3), the one function both sides use.
 * - extended: a minimum is required, the draw date has passed, sales are below
 *   the minimum and there is no winning number → 'Sorteo extendido', sales stay open.
 * - ended: completed, or the draw date has passed and the raffle is not extended.
 * - can_sell: active and not ended.
 */
export type RaffleStatus = 'pending' | 'active' | 'completed';

export type RaffleStateInput = {
  status: RaffleStatus;
  draw_date: string | Date;
  is_minimal_required: boolean;
  minimal_number: number | null;
  sold_numbers: number;
  numero_ganador: number | null;
};

export type RaffleState = { extended: boolean; ended: boolean; can_sell: boolean };

export function deriveRaffleState(raffle: RaffleStateInput, now: Date = new Date()): RaffleState {
  const drawPassed = new Date(raffle.draw_date).getTime() <= now.getTime();
  const minimum = raffle.minimal_number ?? 0;
  const extended =
    raffle.is_minimal_required &&
    drawPassed &&
    raffle.sold_numbers < minimum &&
    raffle.numero_ganador === null;
  const ended = raffle.status === 'completed' || (drawPassed && !extended);
  return { extended, ended, can_sell: raffle.status === 'active' && !ended };
}

/** SPEC §4 public badge: ended → Finalizada, active → Activa, anything else → Pendiente. */
export function publicStatusLabel(raffle: { status: RaffleStatus; ended: boolean }): string {
  if (raffle.ended) return 'Finalizada';
  return raffle.status === 'active' ? 'Activa' : 'Pendiente';
}

/** SPEC §4 admin badge. */
export function adminStatusLabel(status: RaffleStatus): string {
  return { active: 'Activa', completed: 'Completada', pending: 'Pendiente' }[status];
}
