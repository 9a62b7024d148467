import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages, type DashboardOverview } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig, type StubbedCall } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { buildPayment, buildRaffle } from '@/test/fixtures';

const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };
type Reply = { status?: number; body?: unknown };
const failure: Reply = { status: 500, body: { error: 'x', message: 'x' } };

const overview: DashboardOverview = {
  total_raffles: 6,
  active_raffles: 4,
  total_revenue: 1234.5,
  pending_payments: 3,
  stale_pending_payments: 2,
  raffles_needing_winner: 1,
  completed_payments: 9,
  getting_started: {
    demo: false,
    payment_methods: true,
    shop: true,
    password: true,
    first_raffle: true,
  },
  sales_by_day: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    total_amount: i === 29 ? 25 : i === 10 ? 10 : 0,
    count: i === 29 ? 2 : i === 10 ? 1 : 0,
  })),
};

const raffles = Array.from({ length: 6 }, (_, i) =>
  buildRaffle({ id: i + 1, title: `Rifa número ${i + 1}`, sold_numbers: 10 * i }),
);

function stubServer(override: Record<string, (call: StubbedCall) => Reply> = {}) {
  return stubApi({
    'GET /api/auth/me': { body: admin },
    'GET /api/config': { body: testConfig },
    'GET /api/dashboard/overview': { body: overview },
    'GET /api/raffles': { body: raffles },
    'GET /api/admin/users/count': { body: { count: 42 } },
    'GET /api/payments': {
      body: {
        payments: [
          buildPayment({ id: 31, customer_name: 'María González', status: 'failed' }),
          buildPayment({ id: 30, customer_name: 'Pedro Pérez', status: 'completed' }),
        ],
        pagination: { page: 1, limit: 5, total: 2, pages: 1 },
      },
    },
    ...override,
  });
}

async function openPage() {
  saveSession({ ...admin, token: 'tok-admin' });
  renderApp('/admin');
  await screen.findByRole('heading', { name: 'Panel' }, { timeout: 5000 });
  return userEvent.setup();
}

const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('div')!.parentElement!;

afterEach(() => vi.restoreAllMocks());

describe('dashboard', () => {
  it("says the demo's data is there and ticks 'Primeros pasos' from the API's state", async () => {
    stubServer({
      'GET /api/dashboard/overview': () => ({
        body: {
          ...overview,
          getting_started: {
            demo: true,
            payment_methods: false,
            shop: true,
            password: false,
            first_raffle: false,
          },
        },
      }),
    });
    await openPage();
    const steps = await screen.findByRole('region', { name: 'Primeros pasos' });
    expect(steps).toHaveTextContent('Estás viendo datos de demostración');
    const step = (name: RegExp) => within(steps).getByRole('link', { name });
    expect(step(/Agrega tus medios de pago.*Pendiente/)).toHaveAttribute('href', '/admin/settings');
    expect(step(/Configura tu Tienda.*Hecho/)).toHaveAttribute('href', '/admin/tienda');
    expect(step(/Cambia tu contraseña.*Pendiente/)).toHaveAttribute('href', '/admin/users');
    expect(step(/Crea tu primera rifa.*Pendiente/)).toHaveAttribute('href', '/admin/create-raffle');
  });

  it("shows no 'Primeros pasos' once the demo data is gone", async () => {
    stubServer();
    await openPage();
    expect(await screen.findByText('$1,234.50')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Primeros pasos' })).toBeNull();
  });

  // getByRole over the whole dashboard is slow in jsdom: this one gets more time.
  it(
    'shows the five cards, the 30-day sales, the first 5 raffles and the recent payments',
    { timeout: 20_000 },
    async () => {
      stubServer();
      await openPage();
      expect(await screen.findByText('$1,234.50')).toBeVisible();
      expect(screen.getByText('Ingresos Totales')).toBeVisible();
      expect(screen.getByText(messages.payments.pendingSubtitle)).toBeVisible();
      expect(screen.getByRole('link', { name: /Pagos Pendientes/ })).toHaveAttribute(
        'href',
        '/admin/payments?status=pending',
      );
      expect(screen.getByText(/42 usuarios registrados/)).toBeVisible();

      const sales = screen.getByRole('table', { name: messages.payments.salesByDay });
      expect(sales.querySelectorAll('tbody tr')).toHaveLength(30);
      expect(within(sales).getByText('30 de marzo de 2026').closest('tr')).toHaveTextContent(
        '30 de marzo de 2026$25.002',
      );

      const recentRaffles = cardOf('Sorteos Recientes');
      expect(await within(recentRaffles).findByText('Rifa número 5')).toBeVisible();
      expect(within(recentRaffles).queryByText('Rifa número 6')).toBeNull();
      expect(within(recentRaffles).getByText('40/100 vendidos')).toBeVisible();

      const recentPayments = cardOf('Pagos Recientes');
      expect(await within(recentPayments).findByText('María González')).toBeVisible();
      expect(within(recentPayments).getByText('Rechazado')).toBeVisible();
      expect(within(recentPayments).getByText('Completado')).toBeVisible();
      const paymentsCall = vi
        .mocked(fetch)
        .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
        .find((url) => url.pathname === '/api/payments');
      expect(paymentsCall?.searchParams.get('limit')).toBe('5');
    },
  );

  it('says what needs the operator: raffles without a winner, payments waiting over a day', async () => {
    stubServer();
    await openPage();
    const attention = await screen.findByRole('region', { name: 'Requiere atención' });
    const winner = await within(attention).findByRole('link', { name: /Rifa necesita ganador/ });
    expect(winner).toHaveTextContent('1Rifa necesita ganador');
    expect(winner).toHaveAttribute('href', '/admin/raffles?estado=needs_winner');
    const stale = within(attention).getByRole('link', {
      name: /Pagos pendientes hace más de un día/,
    });
    expect(stale).toHaveTextContent('2Pagos pendientes hace más de un día');
    expect(stale).toHaveAttribute('href', '/admin/payments?status=pending');
  });

  it('only logs a failed user count or recent payments list; the dashboard still shows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({ 'GET /api/admin/users/count': () => failure, 'GET /api/payments': () => failure });
    await openPage();
    expect(await screen.findByText('$1,234.50')).toBeVisible();
    expect(await within(cardOf('Sorteos Recientes')).findByText('Rifa número 1')).toBeVisible();
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(cardOf('Pagos Recientes')).getByText('No hay pagos recientes')).toBeVisible();
  });
});

describe('Vaciar Todo', () => {
  const backup = {
    file: 'rifas-backup-20260315-120000-1a2b3c4d.tar.gz',
    download_url: '/api/backups/rifas-backup-20260315-120000-1a2b3c4d.tar.gz',
    size_bytes: 20480,
    created_at: '2026-03-15T12:00:00.000Z',
    tables: { raffles: 6 },
    files: 2,
  };

  it('asks with the spec text; cancelling sends nothing', async () => {
    const calls = stubServer();
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Vaciar Todo' }));
    const dialog = screen.getByRole('dialog', { name: 'Vaciar Todo' });
    expect(within(dialog).getByText(messages.raffles.truncateConfirm)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("sends { confirm: 'VACIAR', password }, says 'Base de datos vaciada correctamente' and downloads the backup with the token", async () => {
    const createObjectURL = vi.fn(() => 'blob:backup');
    // jsdom has no blob URLs; these stand in for the browser's, and go after the test.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    let fail = true;
    const wrongPassword = messages.payments.backup.passwordWrong;
    const calls = stubServer({
      'POST /api/raffles/truncate': () =>
        fail
          ? { status: 400, body: { error: wrongPassword, message: wrongPassword } }
          : { body: { success: true, message: messages.raffles.truncateSuccess, backup } },
      [`GET ${backup.download_url}`]: () => ({ body: 'tar' }),
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Vaciar Todo' }));
    const dialog = screen.getByRole('dialog', { name: 'Vaciar Todo' });
    await user.click(within(dialog).getByRole('button', { name: 'Vaciar Todo' }));
    // Without the admin's password nothing is sent.
    expect(
      await within(dialog).findByText(messages.payments.backup.passwordRequired),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Tu contraseña'), 'mi-clave');
    await user.click(within(dialog).getByRole('button', { name: 'Vaciar Todo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(wrongPassword);

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Vaciar Todo' }));
    expect(await screen.findByText(messages.raffles.truncateSuccess)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { confirm: 'VACIAR', password: 'mi-clave' },
      { confirm: 'VACIAR', password: 'mi-clave' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Descargar copia de seguridad' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const download = calls.find((call) => call.path === backup.download_url);
    expect(download?.headers.get('Authorization')).toBe('Bearer tok-admin');
  });
});
