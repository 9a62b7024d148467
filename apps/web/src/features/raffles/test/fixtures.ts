import type { Raffle } from '@rifas/shared';

/** A public raffle as GET /api/raffles/:id answers, active and selling unless told. */
export function raffleFixture(overrides: Partial<Raffle> = {}): Raffle {
  return {
    id: 5,
    title: 'Moto de prueba',
    description: 'Una moto nueva para quien tenga el número ganador.',
    product_to_win: 'Moto 0 km',
    price_per_number: 5,
    start_number: 0,
    end_number: 99,
    draw_date: '2099-01-01T00:00:00.000Z',
    imagen: null,
    imagen_card: null,
    imagenes: [],
    imagen_width: null,
    imagen_height: null,
    images: [],
    status: 'active',
    total_numbers: 100,
    sold_numbers: 0,
    reserved_numbers: 0,
    available_numbers: 100,
    numero_ganador: null,
    is_minimal_required: false,
    minimal_number: 0,
    diffusion_channel: '',
    ended: false,
    extended: false,
    can_sell: true,
    winner_display: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
