import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig, type StubbedCall } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { buildPayment, buildRaffle } from '@/test/fixtures';
import { admin, pageOf } from '../test/payment-fixture';

type Reply = { status?: number; body?: unknown };

function stubServer(payments: Payment[], bulk: (call: StubbedCall) => Reply) {
  return stubApi({
    'GET /api/auth/me': { body: admin },
    'GET /api/config': { body: testConfig },
    'GET /api/raffles': { body: [buildRaffle()] },
    'GET /api/payments/stats/overview': { body: { statusStats: [] } },
    'GET /api/payments': pageOf(payments),
    'POST /api/payments/bulk': bulk,
  });
}

async function openPage() {
  saveSession({ ...admin, token: 'tok-admin' });
  renderApp('/admin/payments');
  const table = await screen.findByRole('table', { name: 'Pagos' }, { timeout: 5000 });
  return { table, user: userEvent.setup() };
}

const list = [
  buildPayment({ id: 21, amount: 10, customer_name: 'Ana Uno' }),
  buildPayment({ id: 22, amount: 5.5, customer_name: 'Beto Dos' }),
  buildPayment({ id: 23, amount: 7, customer_name: 'Caro Tres' }),
  buildPayment({ id: 24, status: 'completed', customer_name: 'Dani Cuatro' }),
];

const bulkPosts = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/payments/bulk');

describe("payments page: 'Validar seleccionados'", () => {
  it('validates only the chosen pending payments after a confirmation with count and total', async () => {
    const calls = stubServer(list, () => ({ body: { done: [21, 23], failed: [] } }));
    const { table, user } = await openPage();
    const validate = screen.getByRole('button', { name: /^Validar seleccionados/ });
    expect(validate).toBeDisabled();
    // A payment that is no longer pending cannot be chosen.
    expect(within(table).queryByRole('checkbox', { name: 'Seleccionar el pago #24' })).toBeNull();

    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar el pago #21' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar el pago #23' }));
    expect(screen.getByText('2 seleccionados · $17.00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Validar seleccionados (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Validar los pagos seleccionados' });
    expect(dialog).toHaveTextContent('2 pagos se validarán por un total de $17.00');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#21 Ana Uno$10.00', '#23 Caro Tres$7.00']);
    expect(bulkPosts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar validación' }));

    expect(await screen.findByText('Listo: 2 pagos procesados')).toBeVisible();
    expect(bulkPosts(calls).map((call) => call.body)).toEqual([
      { action: 'validate', ids: [21, 23] },
    ]);
    expect(screen.getByText('0 seleccionados')).toBeVisible();
  });

  it('chooses every pending payment of the page at once, and reports those that failed', async () => {
    const calls = stubServer(list, () => ({
      body: { done: [21, 22], failed: [{ id: 23, error: 'Pago no encontrado' }] },
    }));
    const { user } = await openPage();
    await user.click(screen.getByLabelText('Seleccionar los pendientes de esta página'));
    expect(screen.getByText('3 seleccionados · $22.50')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Validar seleccionados (3)' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar validación' }));
    expect(
      await screen.findByText('Listo: 2 pagos procesados; 1 no se pudo procesar'),
    ).toBeVisible();
    // Each failure is named, with the server's reason.
    const failures = screen.getByRole('list', { name: 'Pagos que no se pudieron procesar' });
    expect(within(failures).getByRole('listitem')).toHaveTextContent(
      'Pago #23 (Caro Tres): Pago no encontrado',
    );
    expect(bulkPosts(calls).map((call) => call.body)).toEqual([
      { action: 'validate', ids: [21, 22, 23] },
    ]);
  });

  it('cancelling sends nothing and keeps the selection; the error of a failed request is shown', async () => {
    const calls = stubServer(list, () => ({
      status: 500,
      body: { error: 'x', message: 'x' },
    }));
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar el pago #22' }));
    await user.click(screen.getByRole('button', { name: 'Validar seleccionados (1)' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bulkPosts(calls)).toEqual([]);
    expect(within(table).getByRole('checkbox', { name: 'Seleccionar el pago #22' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Validar seleccionados (1)' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar validación' }));
    const dialog = screen.getByRole('dialog', { name: 'Validar los pagos seleccionados' });
    expect(await within(dialog).findByText('Error al validar el pago')).toBeVisible();
  });
});

describe("payments page: 'Rechazar seleccionados'", () => {
  it('rejects the chosen payments with one reason, after a confirmation with count and total', async () => {
    const calls = stubServer(list, () => ({ body: { done: [21, 22], failed: [] } }));
    const { table, user } = await openPage();
    expect(screen.getByRole('button', { name: /^Rechazar seleccionados/ })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar el pago #21' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar el pago #22' }));
    await user.click(screen.getByRole('button', { name: 'Rechazar seleccionados (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Rechazar los pagos seleccionados' });
    expect(dialog).toHaveTextContent('2 pagos se rechazarán por un total de $15.50');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#21 Ana Uno$10.00', '#22 Beto Dos$5.50']);
    const reason = within(dialog).getByLabelText(/Motivo del rechazo/);
    expect(reason).toHaveFocus();

    // The same rule as a single rejection: a blank reason is refused, nothing is sent.
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rechazo' }));
    expect(within(dialog).getByText('El motivo es requerido')).toBeVisible();
    expect(bulkPosts(calls)).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  La referencia no aparece  ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar rechazo' }));
    expect(await screen.findByText('Listo: 2 pagos procesados')).toBeVisible();
    expect(bulkPosts(calls).map((call) => call.body)).toEqual([
      { action: 'reject', ids: [21, 22], reason: 'La referencia no aparece' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('0 seleccionados')).toBeVisible();
  });

  it('lists each payment that could not be rejected, and why', async () => {
    const already = 'Solo se pueden rechazar pagos pendientes (este pago está Completado)';
    stubServer(list, () => ({ body: { done: [23], failed: [{ id: 21, error: already }] } }));
    const { user } = await openPage();
    await user.click(screen.getByLabelText('Seleccionar los pendientes de esta página'));
    await user.click(screen.getByRole('button', { name: 'Rechazar seleccionados (3)' }));
    await user.type(screen.getByLabelText(/Motivo del rechazo/), 'Pago no recibido');
    await user.click(screen.getByRole('button', { name: 'Confirmar rechazo' }));

    expect(await screen.findByText('Listo: 1 pago procesado; 1 no se pudo procesar')).toBeVisible();
    const failures = screen.getByRole('list', { name: 'Pagos que no se pudieron procesar' });
    expect(within(failures).getByRole('listitem')).toHaveTextContent(
      `Pago #21 (Ana Uno): ${already}`,
    );
  });
});
