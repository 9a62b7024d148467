import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { raffleFixture } from '../test/fixtures';

function stub(active: unknown[], past: unknown[] = []) {
  stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/monedas/rates': {
      body: [
        {
          codigo: 'VES',
          nombre: 'Bolívar',
          simbolo: 'Bs',
          precio: 36.5,
          updated_at: null,
          stale: false,
          last_error_at: null,
        },
      ],
    },
    'GET /api/raffles/active': { body: active },
    'GET /api/raffles/past': { body: past },
  });
}

describe('raffle lists', () => {
  it("show the spec's empty texts", async () => {
    stub([], []);
    const active = renderApp('/raffles');
    expect(
      await screen.findByText('No hay Sorteos disponibles en este momento.'),
    ).toBeInTheDocument();
    active.unmount();
    const past = renderApp('/past-raffles');
    expect(await screen.findByText('No hay sorteos anteriores')).toBeInTheDocument();
    past.unmount();
    renderApp('/');
    expect(
      await screen.findByText('No hay Sorteos disponibles en este momento.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Cómo funciona?' })).toBeInTheDocument();
  });

  it('a card shows prize, price in each currency, draw date, sales and the details link', async () => {
    stub([raffleFixture({ sold_numbers: 25, imagen_card: '/uploads/card.webp' })]);
    renderApp('/raffles');
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Moto 0 km');
    expect(card).toHaveTextContent('$5.00');
    expect(await screen.findByText('Bs 182,50')).toBeInTheDocument();
    expect(card).toHaveTextContent('25 de 100 vendidos');
    expect(card).toHaveTextContent('31 de diciembre de 2098');
    expect(screen.getByRole('link', { name: /Ver detalles de la rifa/ })).toHaveAttribute(
      'href',
      '/raffles/5',
    );
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/card.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
  });
});
