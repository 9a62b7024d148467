import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig, type StubbedCall } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { buildPayment, buildRaffle, buildSettings } from '@/test/fixtures';
import { admin, pageOf } from '../test/payment-fixture';

const m = messages.payments;
type Reply = { status?: number; body?: unknown };

function stubServer(override: Record<string, (call: StubbedCall) => Reply> = {}) {
  return stubApi({
    'GET /api/auth/me': { body: admin },
    'GET /api/config': { body: testConfig },
    'GET /api/raffles': { body: [buildRaffle()] },
    'GET /api/payments/stats/overview': { body: { statusStats: [] } },
    'GET /api/payments': pageOf([buildPayment()]),
    'GET /api/payments/12': { body: buildPayment() },
    ...override,
  });
}

async function openPage() {
  saveSession({ ...admin, token: 'tok-admin' });
  renderApp('/admin/payments');
  const table = await screen.findByRole('table', { name: 'Pagos' }, { timeout: 5000 });
  return { table, user: userEvent.setup() };
}

const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST');

describe('reject prompt', () => {
  it('refuses an empty (or blank) reason and sends nothing', async () => {
    const calls = stubServer();
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Rechazar el pago #12' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar el pago #12' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(within(dialog).getByText(m.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Motivo del rechazo/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(within(dialog).getByText(m.reasonRequired)).toBeVisible();
    expect(within(dialog).getByLabelText(/Motivo del rechazo/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts(calls)).toEqual([]);
  });

  it('cancelling does nothing', async () => {
    const calls = stubServer();
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Rechazar el pago #12' }));
    await user.type(screen.getByLabelText(/Motivo del rechazo/), 'No aparece');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toEqual([]);
    expect(within(table).getByText('Pendiente')).toBeVisible();
  });

  it('sends the trimmed reason and says so; a failure shows the spec text', async () => {
    let fail = true;
    const calls = stubServer({
      'POST /api/payments/12/reject': () =>
        fail
          ? { status: 500, body: { error: 'x', message: 'x' } }
          : { body: buildPayment({ status: 'failed', rejection_reason: 'No aparece' }) },
    });
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Rechazar el pago #12' }));
    await user.type(screen.getByLabelText(/Motivo del rechazo/), '  No aparece en el banco ');
    await user.click(screen.getByRole('button', { name: 'Rechazar pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.rejectFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Rechazar pago' }));
    expect(await screen.findByText(m.rejected)).toBeVisible();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { reason: 'No aparece en el banco' },
      { reason: 'No aparece en el banco' },
    ]);
  });
});

describe("the shop's rejection reasons", () => {
  it('puts a reason in the field with one tap, to send or edit', async () => {
    const calls = stubServer({
      'GET /api/settings': () => ({
        body: buildSettings({ reject_reasons: ['Pago no recibido', 'Monto incompleto'] }),
      }),
      'POST /api/payments/12/reject': () => ({
        body: buildPayment({
          status: 'failed',
          rejection_reason: 'Monto incompleto: faltan Bs 10',
        }),
      }),
    });
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Rechazar el pago #12' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar el pago #12' });
    const presets = await within(dialog).findByRole('group', { name: 'Motivos frecuentes' });
    await user.click(within(presets).getByRole('button', { name: 'Monto incompleto' }));
    const field = within(dialog).getByLabelText(/Motivo del rechazo/);
    expect(field).toHaveValue('Monto incompleto');
    await user.type(field, ': faltan Bs 10');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(await screen.findByText(m.rejected)).toBeVisible();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { reason: 'Monto incompleto: faltan Bs 10' },
    ]);
  });
});

describe('payment detail', () => {
  it('shows amount, per-currency prices, buyer, receipt and extra data; validates in the second tap', async () => {
    const fresh = buildPayment({
      precio_moneda: { VES: { rate: 36.5, unit: 182.5, total: 365, simbolo: 'Bs' } },
      capture: '/api/payments/12/capture?expires=2&sig=fresh',
    });
    const calls = stubServer({
      'GET /api/payments/12': () => ({ body: fresh }),
      'POST /api/payments/12/validate': () => ({ body: buildPayment({ status: 'completed' }) }),
    });
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Ver detalles del pago #12' }));
    const dialog = screen.getByRole('dialog', { name: 'Pago #12' });
    // First what the operator compares with her bank: the amount due in bolívares, the reference.
    expect(within(dialog).getByText('A pagar: Bs 365,00')).toBeVisible();
    expect(within(dialog).getByText('Pago Móvil · $10.00')).toBeVisible();
    expect(await within(dialog).findByText('Bs 365,00')).toBeVisible();
    expect(within(dialog).getByText('Bs 182,50')).toBeVisible();
    expect(within(dialog).getByText('maria@rifas.test')).toHaveAttribute(
      'href',
      'mailto:maria@rifas.test',
    );
    expect(within(dialog).getByText('04141234567')).toBeVisible();
    expect(within(dialog).getAllByText('0001234')[0]).toBeVisible();
    expect(within(dialog).getByText('14 de marzo de 2026')).toBeVisible();
    expect(within(dialog).getByText('banco_origen')).toBeVisible();
    expect(within(dialog).getByText('Banesco')).toBeVisible();
    expect(within(dialog).getByText('07, 08')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Comprobante del pago #12' })).toHaveAttribute(
      'src',
      '/api/payments/12/capture?expires=2&sig=fresh',
    );
    expect(
      within(dialog).getByRole('link', { name: 'Abrir comprobante en otra pestaña' }),
    ).toHaveAttribute('href', '/api/payments/12/capture?expires=2&sig=fresh');

    await user.click(within(dialog).getByRole('button', { name: 'Validar pago' }));
    expect(await screen.findByText(m.validated)).toBeVisible();
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/payments/12/validate']);
  });

  it('offers no review buttons once the payment is not pending', async () => {
    const rejected = buildPayment({ status: 'failed', rejection_reason: 'Monto incompleto' });
    stubServer({
      'GET /api/payments': () => pageOf([rejected]),
      'GET /api/payments/12': () => ({ body: rejected }),
    });
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Ver detalles del pago #12' }));
    const dialog = screen.getByRole('dialog', { name: 'Pago #12' });
    expect(within(dialog).getByText('Monto incompleto')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Validar pago' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });
});
