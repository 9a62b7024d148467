import { describe, expect, it } from 'vitest';
import {
  ADMIN_RAFFLE_STATE_LABELS,
  deriveAdminRaffleState,
  type RaffleStateInput,
} from './raffle-status';

const now = new Date('2030-06-01T12:00:00Z');
const before = '2030-06-01T11:59:59Z';
const after = '2030-06-02T12:00:00Z';
const base: RaffleStateInput = {
  status: 'active',
  draw_date: after,
  is_minimal_required: false,
  minimal_number: null,
  sold_numbers: 0,
  numero_ganador: null,
};
const state = (over: Partial<RaffleStateInput>) =>
  deriveAdminRaffleState({ ...base, ...over }, now);

describe('deriveAdminRaffleState', () => {
  it('says Borrador for a pending raffle, even past its draw date', () => {
    expect(state({ status: 'pending' })).toBe('draft');
    expect(state({ status: 'pending', draw_date: before })).toBe('draft');
  });
  it('says Activa before the draw, a winning number saved early included', () => {
    expect(state({})).toBe('active');
    expect(state({ numero_ganador: 7 })).toBe('active');
  });
  it('says Ventas cerradas once the sales closed by the clock, before the draw', () => {
    const closing = { auto_close: 'time' as const, sales_close_at: before };
    expect(state(closing)).toBe('sales_closed');
    expect(state({ ...closing, sales_close_at: after })).toBe('active');
    expect(state({ ...closing, auto_close: 'sold_out' as const })).toBe('active');
  });
  it('says Extendida when the draw passed below the required minimum', () => {
    const extended = { draw_date: before, is_minimal_required: true, minimal_number: 10 };
    expect(state({ ...extended, sold_numbers: 9 })).toBe('extended');
    expect(state({ ...extended, sold_numbers: 10 })).toBe('needs_winner');
  });
  it('says Necesita ganador when ended without a winning number, at the draw instant too', () => {
    expect(state({ draw_date: before })).toBe('needs_winner');
    expect(state({ draw_date: now.toISOString() })).toBe('needs_winner');
  });
  it('says Completada when completed or ended with a winning number', () => {
    expect(state({ status: 'completed', numero_ganador: 3 })).toBe('completed');
    expect(state({ draw_date: before, numero_ganador: 3 })).toBe('completed');
  });
  it('has the words the list shows', () => {
    expect(ADMIN_RAFFLE_STATE_LABELS).toEqual({
      draft: 'Borrador',
      active: 'Activa',
      sales_closed: 'Ventas cerradas',
      extended: 'Extendida',
      needs_winner: 'Necesita ganador',
      completed: 'Completada',
    });
  });
});
