import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type Payment } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig, type StubbedCall } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { buildPayment, buildRaffle } from '@/test/fixtures';
import { admin, pageOf, queriesOf } from '../test/payment-fixture';

const m = messages.payments;
type Reply = { status?: number; body?: unknown };

function stubServer(
  payments: Payment[],
  override: Record<string, (call: StubbedCall) => Reply> = {},
) {
  return stubApi({
    'GET /api/auth/me': { body: admin },
    'GET /api/config': { body: testConfig },
    'GET /api/raffles': { body: [buildRaffle(), buildRaffle({ id: 8, title: 'Televisor' })] },
    'GET /api/payments/stats/overview': {
      body: { statusStats: [{ status: 'pending', count: 3, total_amount: 30 }] },
    },
    'GET /api/payments': pageOf(payments),
    ...override,
  });
}

async function openPage(path = '/admin/payments') {
  saveSession({ ...admin, token: 'tok-admin' });
  const view = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Pagos' }, { timeout: 5000 });
  return { ...view, table, user: userEvent.setup() };
}

/** The list's own queries (the 'Rechazar vencidos' count asks with stale=1 too). */
const listQueries = () => queriesOf('/api/payments').filter((query) => !query.has('stale'));

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text))!;

describe('payments page', () => {
  it("shows USD amounts, 'Rechazado' for failed, the duplicate badge, and review buttons only while pending", async () => {
    stubServer([
      buildPayment({ id: 12, amount: 1234.5, duplicate_reference: true }),
      buildPayment({ id: 11, status: 'failed', customer_name: 'Pedro Pérez' }),
      buildPayment({ id: 10, status: 'completed', customer_name: 'Luisa Lara' }),
    ]);
    const { table } = await openPage();
    const pending = rowOf(table, 'María González');
    expect(within(pending).getByText('$1,234.50')).toBeVisible();
    // Method, reference and the amount due in the method's currency have their own columns.
    expect(within(pending).getByText('Bs 365,00')).toBeVisible();
    expect(within(pending).getByText('0001234')).toBeVisible();
    expect(within(pending).getByText('Pago Móvil')).toBeVisible();
    expect(within(pending).getByText('Pendiente')).toBeVisible();
    expect(within(pending).getByText(m.duplicateReference)).toBeVisible();
    // Padded to the raffle's width once the raffles' list (its range) has arrived.
    expect(await within(pending).findByText('Moto 0 km · 07, 08')).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Validar el pago #12' })).toBeVisible();
    expect(within(pending).getByRole('button', { name: 'Rechazar el pago #12' })).toBeVisible();

    const failed = rowOf(table, 'Pedro Pérez');
    expect(within(failed).getByText('Rechazado')).toBeVisible();
    expect(within(failed).queryByRole('button', { name: /Validar/ })).toBeNull();
    expect(within(failed).queryByRole('button', { name: /Rechazar/ })).toBeNull();
    expect(within(failed).getByRole('button', { name: 'Ver detalles del pago #11' })).toBeVisible();
    expect(within(rowOf(table, 'Luisa Lara')).getByText('Completado')).toBeVisible();
  });

  it("'Comprobante repetido' in the list and the detail, its link opening the other payment", async () => {
    const earlier = buildPayment({ id: 4, status: 'failed', customer_name: 'Pedro Pérez' });
    stubServer(
      [
        buildPayment({
          id: 12,
          receipt_matches: [{ payment_id: 4, raffle_id: 8, status: 'failed', distance: 6 }],
        }),
        buildPayment({ id: 11, customer_name: 'Luisa Lara' }),
      ],
      { 'GET /api/payments/4': () => ({ body: earlier }) },
    );
    const { table, user } = await openPage();
    const flagged = rowOf(table, 'María González');
    expect(within(flagged).getByText(m.receiptRepeated)).toBeVisible();
    expect(within(rowOf(table, 'Luisa Lara')).queryByText(m.receiptRepeated)).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Ver detalles del pago #12' }));
    const detail = screen.getByRole('dialog', { name: 'Pago #12' });
    expect(within(detail).getByText(m.receiptRepeated)).toBeVisible();
    await user.click(
      within(detail).getByRole('link', { name: 'Ver el pago #4, con el mismo comprobante' }),
    );
    const other = await screen.findByRole('dialog', { name: 'Pago #4' });
    expect(within(other).getByText('Pedro Pérez')).toBeVisible();
  });

  it("'Siguiente pendiente' in the detail opens the next pending payment of the page", async () => {
    stubServer([
      buildPayment({ id: 12 }),
      buildPayment({ id: 11, status: 'completed', customer_name: 'Luisa Lara' }),
      buildPayment({ id: 10, customer_name: 'Pedro Pérez' }),
    ]);
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Ver detalles del pago #12' }));
    const first = screen.getByRole('dialog', { name: 'Pago #12' });
    await user.click(within(first).getByRole('button', { name: 'Siguiente pendiente' }));
    const next = await screen.findByRole('dialog', { name: 'Pago #10' });
    expect(within(next).getByText('Pedro Pérez')).toBeVisible();
  });

  it("says 'Mostrando x a y de total resultados' and moves with 'Siguiente'", async () => {
    stubServer([buildPayment()], {
      'GET /api/payments': () => {
        const page = Number(queriesOf('/api/payments').at(-1)?.get('page') ?? 1);
        return pageOf([buildPayment({ id: 100 - page })], { page, total: 45, pages: 3 });
      },
    });
    const { user } = await openPage();
    expect(screen.getByText('Mostrando 1 a 20 de 45 resultados')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Mostrando 21 a 40 de 45 resultados')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('Mostrando 41 a 45 de 45 resultados')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('sends the filters (default 20 per page) and a new filter starts again at page 1', async () => {
    stubServer([buildPayment()]);
    const { user, router } = await openPage('/admin/payments?page=2');
    expect(listQueries().at(-1)?.get('limit')).toBe('20');
    expect(listQueries().at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('option', { name: 'Pendiente (3)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Estado'), 'pending');
    await user.selectOptions(screen.getByLabelText('Rifa'), 'Televisor');
    await user.selectOptions(screen.getByLabelText('Resultados por página'), '50');
    await waitFor(() => {
      const last = listQueries().at(-1);
      expect(Object.fromEntries(last ?? [])).toEqual({
        status: 'pending',
        raffle_id: '8',
        limit: '50',
        page: '1',
      });
    });
    expect(router.state.location.search).toBe('?status=pending&raffle=8&limit=50');
  });

  it('validates in two taps: the row button, then the confirmation', async () => {
    let validated = false;
    const calls = stubServer([buildPayment()], {
      'GET /api/payments': () =>
        pageOf([buildPayment({ status: validated ? 'completed' : 'pending' })]),
      'POST /api/payments/12/validate': () => {
        validated = true;
        return { body: buildPayment({ status: 'completed' }) };
      },
    });
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Validar el pago #12' }));
    const dialog = screen.getByRole('dialog', { name: 'Validar el pago #12' });
    expect(within(dialog).getByRole('img', { name: 'Comprobante del pago #12' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar validación' }));
    expect(await screen.findByText(m.validated)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/payments/12/validate',
    ]);
    await waitFor(() => expect(within(table).getByText('Completado')).toBeVisible());
  });

  it("says 'Error al validar el pago' with the server's reason", async () => {
    const reason = 'Solo se pueden validar pagos pendientes (este pago está Completado)';
    stubServer([buildPayment()], {
      'POST /api/payments/12/validate': () => ({
        status: 409,
        body: { error: reason, message: reason },
      }),
    });
    const { table, user } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'Validar el pago #12' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar validación' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert).toHaveTextContent(m.validateFailed);
    expect(alert).toHaveTextContent(reason);
  });
});
