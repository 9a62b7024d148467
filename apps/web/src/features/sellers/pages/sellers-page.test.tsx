import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Seller } from '@rifas/shared';
import { sentCalls, stubApi, testConfig } from '@/test/api-stub';
import { SellersPage } from './sellers-page';

const ana: Seller = {
  id: 7,
  name: 'Ana Vendedora',
  phone: '04141234567',
  code: 'ANA',
  commission_percent: 10,
  is_active: true,
  report_url: 'http://rifas.test/vendedor/secreto',
  totals: {
    validated_count: 3,
    validated_numbers: 12,
    validated_amount: 36,
    commission: 3.6,
    hand_over: 32.4,
  },
  raffles: [
    {
      raffle_id: 1,
      raffle_title: 'Moto roja',
      validated_count: 3,
      validated_numbers: 12,
      validated_amount: 36,
      commission: 3.6,
      hand_over: 32.4,
    },
  ],
};

describe('sellers page', () => {
  it('shows each seller with figures per raffle and turns a seller off', async () => {
    let active = true;
    const calls = stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/sellers': () => ({ body: [{ ...ana, is_active: active }] }),
      'PUT /api/sellers/7/active': (call) => {
        active = (call.body as { is_active: boolean }).is_active;
        return { body: { id: 7, is_active: active } };
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SellersPage />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Vendedores' });
    expect(within(table).getByText('Moto roja')).toBeVisible();
    expect(within(table).getAllByText('$3.60')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Página del vendedor' })).toHaveAttribute(
      'href',
      ana.report_url,
    );
    // On a phone each seller is a card with the same figures and switch.
    const cards = screen.getByRole('list', { name: 'Vendedores' });
    expect(within(cards).getByText('Moto roja')).toBeVisible();
    expect(within(cards).getByText('$36.00 · Comisión $3.60')).toBeVisible();
    expect(within(cards).getByRole('link', { name: 'Página del vendedor' })).toHaveAttribute(
      'href',
      ana.report_url,
    );
    await user.click(within(table).getByRole('button', { name: 'Desactivar ANA' }));
    expect(await within(table).findByText('Inactivo')).toBeVisible();
    expect(within(cards).getByRole('button', { name: 'Activar ANA' })).toBeVisible();
    expect(sentCalls(calls).map((call) => call.body)).toEqual([{ is_active: false }]);
  });
});
