import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@rifas/shared';
import { buildRaffle } from '@/test/fixtures';
import { sentCalls, stubApi, testConfig } from '@/test/api-stub';
import { CouponsPage } from './coupons-page';

const verano: Coupon = {
  id: 1,
  code: 'VERANO',
  kind: 'percent',
  value: 10,
  max_uses: 10,
  max_uses_per_buyer: 1,
  raffle_id: null,
  raffle_title: null,
  valid_from: null,
  valid_until: null,
  min_numbers: 1,
  uses: 3,
  is_active: true,
  created_at: '2026-11-20T12:00:00.000Z',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CouponsPage />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('coupons page', () => {
  it('lists the coupons with their uses and creates one with the shared rules', async () => {
    let coupons = [verano];
    const calls = stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/coupons': () => ({ body: coupons }),
      'GET /api/raffles': { body: [buildRaffle({ id: 4, title: 'Moto roja' })] },
      'POST /api/coupons': () => {
        const created: Coupon = {
          ...verano,
          id: 2,
          code: 'FIJO',
          kind: 'fixed',
          value: 2,
          uses: 0,
        };
        coupons = [created, ...coupons];
        return { status: 201, body: created };
      },
    });
    const user = renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('VERANO')).toBeVisible();
    expect(within(table).getByText('3 / 10')).toBeVisible();
    expect(within(table).getByText('Todas las rifas')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Nuevo cupón' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo cupón' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear cupón' }));
    expect(within(dialog).getByText('Escribe el código del cupón')).toBeVisible();
    expect(sentCalls(calls)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Código'), 'fijo');
    await user.selectOptions(within(dialog).getByLabelText('Tipo de descuento'), 'fixed');
    await user.type(within(dialog).getByLabelText('Monto (USD)'), '2');
    await user.type(within(dialog).getByLabelText('Usos en total'), '50');
    await user.selectOptions(await within(dialog).findByLabelText('Rifa'), 'Moto roja');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('Cupón creado')).toBeVisible();
    expect(sentCalls(calls).map((call) => call.body)).toEqual([
      expect.objectContaining({
        code: 'fijo',
        kind: 'fixed',
        value: '2',
        max_uses: '50',
        raffle_id: 4,
      }),
    ]);
    expect(await within(screen.getByRole('table')).findByText('FIJO')).toBeVisible();
  });

  it("switches a coupon off and on with its 'Activo' button", async () => {
    let coupons = [verano];
    const calls = stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/coupons': () => ({ body: coupons }),
      'PUT /api/coupons/1/active': (call) => {
        const { is_active } = call.body as { is_active: boolean };
        coupons = [{ ...verano, is_active }];
        return { body: { id: 1, is_active } };
      },
    });
    const user = renderPage();
    // On a phone each coupon is a card with the same actions (the table is for md and up).
    const cards = await screen.findByRole('list', { name: 'Cupones' });
    expect(within(cards).getByText('3 / 10')).toBeVisible();
    await user.click(within(cards).getByRole('button', { name: 'Desactivar VERANO' }));
    expect(await within(cards).findByText('Inactivo')).toBeVisible();
    expect(sentCalls(calls).map((call) => call.body)).toEqual([{ is_active: false }]);
    await user.click(within(cards).getByRole('button', { name: 'Activar VERANO' }));
    expect(await within(cards).findByRole('button', { name: 'Desactivar VERANO' })).toBeVisible();
    expect(screen.queryByText('Inactivo')).not.toBeInTheDocument();
  });

  it("edits a coupon: 'Editar' opens its terms, the server's refusal shows under the field", async () => {
    let coupons = [verano];
    let refuseCode = true;
    const calls = stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/coupons': () => ({ body: coupons }),
      'GET /api/raffles': { body: [] },
      'PUT /api/coupons/1': (call) => {
        if (refuseCode) {
          refuseCode = false;
          const error = 'Ya existe un cupón con ese código';
          return { status: 400, body: { error, issues: [{ path: 'code', message: error }] } };
        }
        const body = call.body as { max_uses: string };
        coupons = [{ ...verano, max_uses: Number(body.max_uses) }];
        return { body: coupons[0] };
      },
    });
    const user = renderPage();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Editar VERANO' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar cupón' });
    expect(within(dialog).getByLabelText('Código')).toHaveValue('VERANO');
    expect(within(dialog).getByLabelText('Porcentaje')).toHaveValue('10');
    const uses = within(dialog).getByLabelText('Usos en total');
    expect(uses).toHaveValue('10');
    await user.clear(uses);
    await user.type(uses, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText('Ya existe un cupón con ese código')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cupón actualizado')).toBeVisible();
    expect(sentCalls(calls).map((call) => call.body)).toEqual([
      expect.objectContaining({ code: 'VERANO', kind: 'percent', value: '10', max_uses: '25' }),
      expect.objectContaining({ code: 'VERANO', max_uses: '25' }),
    ]);
    expect(await within(screen.getByRole('table')).findByText('3 / 25')).toBeVisible();
  });
});
