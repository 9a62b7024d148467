import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type Raffle, type RaffleInputParsed } from '@rifas/shared';
import { buildRaffle } from '@/test/fixtures';
import { saveWarnings, SaveWarningsDialog } from './save-warnings';

const m = messages.raffles.saveWarnings;
const NOW = new Date('2026-11-25T12:00:00Z');
const PAST = '2026-11-20T20:00:00.000Z';
const FUTURE = '2026-12-24T20:00:00.000Z';

function input(overrides: Partial<RaffleInputParsed> = {}): RaffleInputParsed {
  return {
    title: 'Rifa de la moto',
    description: '',
    product_to_win: 'Moto',
    price_per_number: 5,
    start_number: 0,
    end_number: 99,
    draw_date: FUTURE,
    numero_ganador: null,
    is_minimal_required: false,
    minimal_number: 0,
    diffusion_channel: '',
    status: 'active',
    remove_image: false,
    ...overrides,
  } as RaffleInputParsed;
}

const saved = (overrides: Partial<Raffle> = {}) => buildRaffle({ status: 'active', ...overrides });

describe('raffle form: what must be confirmed before saving', () => {
  it('asks before activating a raffle whose draw date has passed, not a future one', () => {
    const draft = saved({ status: 'pending' });
    expect(saveWarnings(input({ draw_date: PAST }), draft, NOW)).toEqual(['activating_past_draw']);
    expect(saveWarnings(input({ draw_date: PAST }), null, NOW)).toEqual(['activating_past_draw']);
    expect(saveWarnings(input({ draw_date: FUTURE }), draft, NOW)).toEqual([]);
    // Already active: saving it again activates nothing.
    expect(saveWarnings(input({ draw_date: PAST }), saved(), NOW)).toEqual([]);
  });

  it('shows the question, and cancel saves nothing', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <SaveWarningsDialog
        warnings={['activating_past_draw']}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByText(m.activatingPastDrawTitle)).toBeInTheDocument();
    expect(screen.getByText(m.activatingPastDraw)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: m.cancel }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
