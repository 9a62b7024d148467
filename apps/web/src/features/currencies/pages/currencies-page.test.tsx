import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Currency } from '@rifas/shared';
import { stubApi, testConfig } from '@/test/api-stub';
import { CurrenciesPage } from './currencies-page';

const ves: Currency = {
  id: 1,
  nombre: 'Bolívar',
  codigo: 'VES',
  simbolo: 'Bs',
  url_precio: 'https://precios.example/ves',
  campo_precio: 'price',
  respaldos: [],
  precio_manual: null,
  fuente_precio: null,
  stale: false,
  estatus: 'si',
  posicion: 1,
  precio: 36.5,
  precio_updated_at: new Date().toISOString(),
  last_error: null,
  last_error_at: null,
};
const cop: Currency = {
  ...ves,
  id: 2,
  nombre: 'Peso colombiano',
  codigo: 'COP',
  simbolo: 'COP',
  estatus: 'no',
  precio: 'N/A',
  precio_updated_at: null,
  last_error: 'No se pudo conectar con la fuente de precio',
  last_error_at: new Date().toISOString(),
};
const page = (currencies: Currency[]) => ({
  body: {
    monedas: currencies,
    pagination: { page: 1, limit: 10, total: currencies.length, pages: 1 },
  },
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CurrenciesPage />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

// jsdom applies no CSS, so the phone cards are in the page too: read the table.
const table = () => screen.getByRole('table');

describe('currencies page', () => {
  it("says 'Error al cargar las monedas' when the list fails, and retries", async () => {
    let fail = true;
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas': () =>
        fail ? { status: 500, body: { error: 'x', message: 'x' } } : page([ves]),
    });
    const user = renderPage();
    expect(await screen.findByText('Error al cargar las monedas')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await within(table()).findByText('Bolívar')).toBeVisible();
  });

  it('shows rate, fetch error and status; the filter applies to the page on screen', async () => {
    stubApi({ 'GET /api/config': { body: testConfig }, 'GET /api/monedas': page([ves, cop]) });
    const user = renderPage();
    await screen.findByRole('table');
    expect(within(table()).getByText('Bs 36,50')).toBeVisible();
    expect(within(table()).getByText(/^No se pudo conectar con la fuente de precio/)).toBeVisible();
    expect(within(table()).getByText('Inactiva')).toBeVisible();
    expect(screen.getByText('Mostrando 1 a 2 de 2 resultados')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Estado'), 'Inactivas');
    expect(within(table()).queryByText('Bolívar')).toBeNull();
    expect(within(table()).getByText('Peso colombiano')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Estado'), 'Activas');
    expect(within(table()).getByText('Bolívar')).toBeVisible();
    expect(within(table()).queryByText('Peso colombiano')).toBeNull();
  });

  it("deactivates after confirmation, or says 'Error al desactivar la moneda'", async () => {
    let fail = true;
    const calls = stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas': page([ves]),
      'DELETE /api/monedas/1': () => (fail ? { status: 500 } : { body: { ...ves, estatus: 'no' } }),
    });
    const user = renderPage();
    await screen.findByRole('table');
    await user.click(within(table()).getByRole('button', { name: 'Desactivar Bolívar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desactivar moneda' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await within(dialog).findByText('Error al desactivar la moneda')).toBeVisible();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Moneda desactivada correctamente')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});
