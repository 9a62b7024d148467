import { act, screen } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Ticket } from '@rifas/shared';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';

function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  return {
    code: CODE,
    shop_name: 'Rifas',
    shop_logo: null,
    raffle: {
      id: 5,
      title: 'Moto Bera 2026',
      image: null,
      draw_date: '2030-03-15T23:00:00.000Z',
      status: 'active',
      start_number: 1,
      end_number: 100,
    },
    numbers: [7, 42],
    status: 'pending',
    void_reason: null,
    amount: 10,
    precio_moneda: { VES: { rate: 36.5, unit: 182.5, total: 365, simbolo: 'Bs' } },
    created_at: '2030-03-01T15:30:00.000Z',
    buyer_name: 'María G.',
    draw: null,
    prizes: [],
    ...overrides,
  };
}

function stub(ticket: () => { status?: number; body?: unknown }) {
  return stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/monedas/rates': { body: [] },
    [`GET /api/tickets/${CODE}`]: ticket,
  });
}

describe('/ticket/:code', () => {
  it('shows the shop, raffle, padded numbers, status, amounts, buyer and a QR of its link', async () => {
    stub(() => ({ body: ticketFixture() }));
    renderApp(`/ticket/${CODE}`);
    expect(
      await screen.findByRole('heading', { name: 'Moto Bera 2026' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rifas')).toBeInTheDocument();
    // 1–100 pads to two digits, as the picker does.
    expect(screen.getByText('07')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('Pendiente de verificación')).toBeInTheDocument();
    expect(screen.getByText('María G.')).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('Bs 365,00')).toBeInTheDocument();
    expect(screen.getByText('1 de marzo de 2030')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'Código QR de este ticket' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText(`${window.location.origin}/ticket/${CODE}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
  });

  it("shows the shop's own name and logo, and after the draw whether this ticket won", async () => {
    const lottery = {
      name: 'Lotería del Táchira',
      draw_at: '2030-03-10T23:00:00.000Z',
      result: '4507',
    };
    stub(() => ({
      body: ticketFixture({
        shop_name: 'Rifas Don Pepe',
        shop_logo: '/uploads/logo.png',
        status: 'completed',
        raffle: { ...ticketFixture().raffle, status: 'completed', draw_date: lottery.draw_at },
        draw: { lottery, prize: 'Moto Bera 0 km', winning_number: 7, won: true },
      }),
    }));
    renderApp(`/ticket/${CODE}`);
    const result = await screen.findByRole(
      'region',
      { name: 'Resultado del sorteo' },
      { timeout: 5000 },
    );
    expect(result).toHaveTextContent('¡Este ticket ganó! Tu número 07 ganó: Moto Bera 0 km.');
    expect(result).toHaveTextContent(
      'Resultado oficial: Lotería del Táchira, 4507 (sorteo del 10 de marzo de 2030',
    );
    expect(screen.getByText('Rifas Don Pepe')).toBeInTheDocument();
    expect(document.querySelector('header img')?.getAttribute('src')).toBe('/uploads/logo.png');
    expect(screen.getByText(/^Sorteo: 10 de marzo de 2030/)).toBeInTheDocument();
  });

  it('a ticket that did not win says so and names the winning number', async () => {
    const lottery = {
      name: 'Lotería del Zulia',
      draw_at: '2030-03-15T23:00:00.000Z',
      result: '1299',
    };
    stub(() => ({
      body: ticketFixture({
        status: 'completed',
        draw: { lottery, prize: 'Moto', winning_number: 99, won: false },
      }),
    }));
    renderApp(`/ticket/${CODE}`);
    const result = await screen.findByRole(
      'region',
      { name: 'Resultado del sorteo' },
      { timeout: 5000 },
    );
    expect(result).toHaveTextContent('Este ticket no ganó: el número ganador es el 99.');
  });

  it('updates when the payment is verified (asks again on focus)', async () => {
    let status: Ticket['status'] = 'pending';
    stub(() => ({ body: ticketFixture({ status }) }));
    renderApp(`/ticket/${CODE}`);
    expect(
      await screen.findByText('Pendiente de verificación', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    status = 'completed';
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('Verificado')).toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });

  it("a rejected purchase's ticket says 'Compra rechazada', without numbers, QR or 'Imprimir'", async () => {
    stub(() => ({ body: ticketFixture({ status: 'failed', numbers: [] }) }));
    renderApp(`/ticket/${CODE}`);
    expect(await screen.findByText('Compra rechazada', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Números' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Código QR de este ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  });

  it("a rejected ticket of a drawn raffle says 'Rechazado' and why first, and no prize result", async () => {
    const prize = (position: number, label: string) => ({
      position,
      label,
      title: `Premio ${position}`,
      drawn: true,
      result: { name: 'Triple Zulia', draw_at: '2030-03-15T23:00:00.000Z', result: '042' },
      won_numbers: [],
    });
    stub(() => ({
      body: ticketFixture({
        status: 'failed',
        numbers: [],
        void_reason: 'La referencia no aparece en el banco',
        raffle: { ...ticketFixture().raffle, status: 'completed' },
        prizes: [
          prize(1, '1er premio'),
          prize(2, '2do premio'),
          prize(3, '3er premio'),
          prize(4, '4to premio'),
        ],
      }),
    }));
    renderApp(`/ticket/${CODE}`);
    expect(await screen.findByText('Rechazado', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Motivo: La referencia no aparece en el banco')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resultado del sorteo' })).toBeNull();
    expect(screen.queryByText(/Premio 2/)).toBeNull();
  });

  it("says 'Ticket no encontrado' for an unknown code", async () => {
    stub(() => ({
      status: 404,
      body: { error: 'Ticket no encontrado', message: 'Ticket no encontrado' },
    }));
    renderApp(`/ticket/${CODE}`);
    expect(
      await screen.findByText('Ticket no encontrado', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
