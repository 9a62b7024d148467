import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, testConfig } from '@/test/api-stub';
import { RateStrip } from './rate-strip';

const ves = {
  codigo: 'VES',
  nombre: 'Bolívar',
  simbolo: 'Bs',
  precio: 36.5,
  updated_at: new Date().toISOString(),
  stale: false,
  last_error_at: null,
};

function renderStrip() {
  // No automatic retries: the error state shows at the first failure.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RateStrip />
    </QueryClientProvider>,
  );
}

describe('rate strip', () => {
  it("says 'Cargando precios...' while loading, then shows 1 USD in each currency", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': () => new Promise((resolve) => (answer = resolve)),
    });
    renderStrip();

    const status = await screen.findByText('Cargando precios...');
    expect(status).toHaveAttribute('aria-live', 'polite');

    answer({
      body: [
        ves,
        { ...ves, codigo: 'COP', nombre: 'Peso colombiano', simbolo: 'COP', precio: 4100 },
        { ...ves, codigo: 'EUR', nombre: 'Euro', simbolo: '€', precio: 'N/A' },
      ],
    });
    const list = await screen.findByRole('list', { name: '1 USD equivale a' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['VESBs 36,50', 'COP 4.100,00']);
    expect(screen.getByText('1 USD =')).toBeVisible();
    expect(screen.queryByText('Cargando precios...')).not.toBeInTheDocument();
  });

  it("says 'No hay tasas de cambio disponibles' when no active currency has a rate", async () => {
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [{ ...ves, precio: 'N/A', updated_at: null }] },
    });
    renderStrip();
    expect(await screen.findByText('No hay tasas de cambio disponibles')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("says 'Error cargando precios' on failure and retries on demand", async () => {
    let fail = true;
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': () =>
        fail
          ? { status: 500, body: { error: 'Error interno', message: 'Error interno' } }
          : { body: [ves] },
    });
    renderStrip();

    expect(await screen.findByText('Error cargando precios')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar cargar precios' }));

    expect(await screen.findByText('Bs 36,50')).toBeVisible();
    expect(screen.queryByText('Error cargando precios')).not.toBeInTheDocument();
  });

  it('says how old a stale rate is', async () => {
    const twelveMinutesAgo = new Date(Date.now() - 12 * 60_000 - 5_000).toISOString();
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': {
        body: [
          ves,
          { ...ves, codigo: 'COP', simbolo: 'COP', stale: true, updated_at: twelveMinutesAgo },
        ],
      },
    });
    renderStrip();

    const items = await screen.findAllByRole('listitem');
    expect(items[0]).not.toHaveTextContent('sin actualizar');
    expect(items[1]).toHaveTextContent('sin actualizar: COP 36,50');
    // One age for the strip, outside the list that scrolls sideways on a phone.
    const age = screen.getByTestId('rates-age');
    expect(age).toHaveTextContent('tasas sin actualizar,hace 12 min');
    expect(screen.getByRole('list')).not.toContainElement(age);
  });

  it("counts a kept rate's age to now, not to the last answer (a failed refresh keeps the value)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const twelveMinutesAgo = new Date(Date.now() - 12 * 60_000 - 5_000).toISOString();
      let fail = false;
      stubApi({
        'GET /api/config': { body: testConfig },
        'GET /api/monedas/rates': () =>
          fail
            ? { status: 503 }
            : { body: [{ ...ves, stale: true, updated_at: twelveMinutesAgo }] },
      });
      renderStrip();
      const age = await screen.findByTestId('rates-age');
      expect(age).toHaveTextContent('hace 12 min');
      fail = true;
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(age).toHaveTextContent('hace 42 min');
    } finally {
      vi.useRealTimers();
    }
  });
});
