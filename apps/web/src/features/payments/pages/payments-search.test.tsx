import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type Payment } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { buildPayment, buildRaffle } from '@/test/fixtures';
import { admin, pageOf, queriesOf } from '../test/payment-fixture';

type Reply = { status?: number; body?: unknown };

function stubServer(payments: Payment[], override: Record<string, () => Reply> = {}) {
  return stubApi({
    'GET /api/auth/me': { body: admin },
    'GET /api/config': { body: testConfig },
    'GET /api/raffles': { body: [buildRaffle(), buildRaffle({ id: 8, title: 'Televisor' })] },
    'GET /api/payments/stats/overview': { body: { statusStats: [] } },
    'GET /api/payments': pageOf(payments),
    ...override,
  });
}

async function openPage(path = '/admin/payments') {
  saveSession({ ...admin, token: 'tok-admin' });
  const view = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Pagos' }, { timeout: 10_000 });
  return { ...view, table, user: userEvent.setup() };
}

describe('payments page: search and repeated references', () => {
  it('searches with the other filters, from page 1, and keeps the term in the address', async () => {
    stubServer([buildPayment()]);
    const { user, router } = await openPage('/admin/payments?status=pending&page=3');
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, 'V-12.345.678{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(queriesOf('/api/payments').at(-1) ?? [])).toEqual({
        status: 'pending',
        search: 'V-12.345.678',
        limit: '20',
        page: '1',
      }),
    );
    expect(router.state.location.search).toBe('?status=pending&search=V-12.345.678');

    // A filter changed afterwards keeps the search.
    await user.selectOptions(screen.getByLabelText('Rifa'), 'Televisor');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=pending&raffle=8&search=V-12.345.678'),
    );
  });

  it('searches after a pause in typing, shows the term from the address, and says when nothing matches', async () => {
    stubServer([buildPayment()], {
      'GET /api/payments': () =>
        queriesOf('/api/payments').at(-1)?.get('search') === 'nadie'
          ? pageOf([])
          : pageOf([buildPayment()]),
    });
    const { user, router } = await openPage('/admin/payments?search=jose');
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(box).toHaveValue('jose');
    expect(queriesOf('/api/payments').at(-1)?.get('search')).toBe('jose');
    await user.clear(box);
    await user.type(box, 'nadie');
    expect(
      await screen.findByText('Ningún pago coincide con la búsqueda', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?search=nadie');
  });

  it('names the other payments of a repeated reference and opens one from the link', async () => {
    const twin = buildPayment({ id: 15, customer_name: 'Pedro Pérez', duplicate_of: [12] });
    stubServer([buildPayment({ id: 12, duplicate_reference: true, duplicate_of: [15] })], {
      'GET /api/payments/15': () => ({ body: { ...twin, duplicate_reference: true } }),
    });
    const { table, user, router } = await openPage('/admin/payments?status=pending');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(messages.payments.duplicateReference);
    const link = within(row).getByRole('link', {
      name: 'Ver el pago #15, con la misma referencia',
    });
    expect(link).toHaveAttribute('href', '/admin/payments?status=pending&payment=15');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Pedro Pérez');
    expect(
      within(dialog).getByRole('link', { name: 'Ver el pago #12, con la misma referencia' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
  });
});
