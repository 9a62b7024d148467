import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { encodeNumberBitmap } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { GUEST_ID_STORAGE_KEY } from '@/features/purchase/utils/storage-keys';
import { raffleFixture } from '@/features/raffles/test/fixtures';

const numbersBody = (sold: number[] = [], reserved: number[] = []) => ({
  raffle_id: 5,
  start_number: 0,
  end_number: 99,
  version: 1,
  bitmap: encodeNumberBitmap({ start_number: 0, end_number: 99, sold, reserved }),
});

function stub(handlers: Parameters<typeof stubApi>[0] = {}, config = testConfig) {
  return stubApi({
    'GET /api/config': { body: config },
    'GET /api/monedas/rates': { body: [] },
    'GET /api/raffles/5': { body: raffleFixture() },
    'GET /api/raffles/5/numbers': { body: numbersBody([3], [4]) },
    'GET /api/raffles/5/draw': {
      body: {
        status: 'open',
        algorithm: 'sha256',
        fingerprint: null,
        fixed_at: null,
        result_after: null,
        entries_count: null,
        entries_url: null,
        rule: 'Gana el número de la rifa (del 00 al 99) cuyas últimas 2 cifras coinciden con las últimas 2 cifras del resultado oficial de la lotería.',
        lottery: null,
        winning_number: null,
      },
    },
    ...handlers,
  });
}

const grid = () => screen.findByRole('group', { name: 'Números de la rifa' }, { timeout: 8000 });

describe('raffle detail page', () => {
  it("says 'Rifa no encontrada' for a missing raffle or a malformed id", async () => {
    stub({
      'GET /api/raffles/5': {
        status: 404,
        body: { error: 'Rifa no encontrada', message: 'Rifa no encontrada' },
      },
    });
    renderApp('/raffles/5');
    expect(await screen.findByText('Rifa no encontrada')).toBeInTheDocument();
  });

  it("says 'Error al cargar los detalles de la rifa' with a retry", async () => {
    let fail = true;
    stub({
      'GET /api/raffles/5': () =>
        fail ? { status: 500, body: { error: 'x', message: 'x' } } : { body: raffleFixture() },
    });
    const user = userEvent.setup();
    renderApp('/raffles/5');
    expect(
      await screen.findByText('Error al cargar los detalles de la rifa', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moto de prueba' }),
    ).toBeInTheDocument();
  });

  it("'Solo disponibles' leaves the sold and reserved numbers out of the grid", async () => {
    stub({ 'GET /api/raffles/5/numbers': { body: numbersBody([0, 1, 2, 5], [3]) } });
    const user = userEvent.setup();
    renderApp('/raffles/5');
    const first = () => within(screen.getByRole('group', { name: 'Números de la rifa' }));
    // The page and its grid load lazily: under CI's parallel steps that takes more than 1 s.
    await waitFor(() => expect(first().getByRole('button', { name: /^00/ })).toBeDisabled(), {
      timeout: 8000,
    });
    await user.click(screen.getByLabelText('Solo disponibles'));
    const labels = first()
      .getAllByRole('button')
      .slice(0, 4)
      .map((b) => b.textContent);
    expect(labels).toEqual(['04', '06', '07', '08']);
    for (const button of first().getAllByRole('button')) expect(button).toBeEnabled();
    await user.click(screen.getByLabelText('Solo disponibles'));
    expect(first().getAllByRole('button')[0]).toHaveTextContent('00');
  });

  it("shows 'Rifa Finalizada' or 'Rifa no disponible' instead of the picker", async () => {
    stub({
      'GET /api/raffles/5': {
        body: raffleFixture({ ended: true, can_sell: false, status: 'completed' }),
      },
    });
    const first = renderApp('/raffles/5');
    expect(await screen.findByRole('heading', { name: 'Rifa Finalizada' })).toBeInTheDocument();
    expect(screen.getByText('Finalizada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceder al pago' })).toBeNull();
    first.unmount();

    stub({ 'GET /api/raffles/5': { body: raffleFixture({ status: 'pending', can_sell: false }) } });
    renderApp('/raffles/5');
    expect(await screen.findByRole('heading', { name: 'Rifa no disponible' })).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
  });

  it("once sales are closed for the draw: 'Ventas cerradas' instead of the picker, and the published list", async () => {
    const fingerprint = 'ab'.repeat(32);
    stub({
      'GET /api/raffles/5/draw': {
        body: {
          status: 'drawn',
          algorithm: 'sha256',
          fingerprint,
          fixed_at: '2030-01-01T12:00:00.000Z',
          result_after: '2030-01-01T12:01:00.000Z',
          entries_count: 3,
          entries_url: '/api/raffles/5/draw/entries',
          rule: 'Gana el número de la rifa (del 00 al 99) cuyas últimas 2 cifras coinciden con las últimas 2 cifras del resultado oficial de la lotería.',
          lottery: {
            name: 'Lotería del Táchira',
            draw_at: '2030-01-02T23:00:00.000Z',
            result: '4599',
          },
          winning_number: 99,
          prizes: [],
          result_source: null,
        },
      },
    });
    renderApp('/raffles/5');
    expect(await screen.findByRole('heading', { name: 'Ventas cerradas' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Números de la rifa' })).toBeNull();
    // Below the fold: it comes in the page's second pass (lib/use-after-first-paint.ts).
    const section = await screen.findByRole('region', { name: 'Sorteo verificable' });
    expect(within(section).getByText(fingerprint)).toBeInTheDocument();
    expect(within(section).getByText('3 números')).toBeInTheDocument();
    expect(within(section).getByText('Lotería del Táchira')).toBeInTheDocument();
    expect(within(section).getByText('El número ganador (99) no fue vendido')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Descargar lista' })).toHaveAttribute(
      'href',
      '/api/raffles/5/draw/entries',
    );
    expect(within(section).getByRole('button', { name: 'Verificar' })).toBeInTheDocument();
  });

  it("never invents numbers: 'Error al cargar los números de la rifa' with a retry", async () => {
    let fail = true;
    stub({
      'GET /api/raffles/5/numbers': () =>
        fail ? { status: 500, body: { error: 'x', message: 'x' } } : { body: numbersBody([3]) },
    });
    const user = userEvent.setup();
    renderApp('/raffles/5');
    expect(
      await screen.findByText('Error al cargar los números de la rifa', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Números de la rifa' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const numbers = await grid();
    expect(within(numbers).getAllByRole('button')).toHaveLength(50);
    expect(within(numbers).getByRole('button', { name: '03, vendido' })).toBeDisabled();
  });

  it('stops at the order limit of GET /api/config', async () => {
    stub({}, { ...testConfig, max_numbers_per_order: 2 });
    const user = userEvent.setup();
    renderApp('/raffles/5');
    const numbers = await grid();
    expect(within(numbers).getByRole('button', { name: '04, reservado' })).toBeDisabled();
    await user.click(within(numbers).getByRole('button', { name: '01' }));
    await user.click(within(numbers).getByRole('button', { name: '02' }));
    await user.click(within(numbers).getByRole('button', { name: '05' }));
    expect(
      screen.getByText('Puedes seleccionar como máximo 2 números por compra'),
    ).toBeInTheDocument();
    expect(within(numbers).getByRole('button', { name: '05' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("knows the buyer's limit before they pick: says it and offers no preset above it", async () => {
    // 100 numbers, 30 % or 40 per buyer: 40.
    stub({}, { ...testConfig, buyer_limit: { percent: 30, min: 40 } });
    renderApp('/raffles/5');
    await grid();
    expect(screen.getByText('Máximo 40 números por persona')).toBeInTheDocument();
    const presets = within(screen.getByRole('group', { name: 'Selección al azar' }));
    expect(presets.getByRole('button', { name: '20' })).toBeInTheDocument();
    expect(presets.queryByRole('button', { name: '50' })).toBeNull();
    expect(presets.queryByRole('button', { name: '100' })).toBeNull();
  });

  it("holds the selection with the guest id at 'Proceder al pago'; numbers taken meanwhile are dropped and named", async () => {
    const calls = stub({
      'POST /api/raffles/5/reserve': ({ body }) => {
        const { numbers } = body as { numbers: number[] };
        return {
          body: {
            reserved: numbers.filter((n) => n !== 8),
            unavailableNumbers: numbers.filter((n) => n === 8),
            expires_at: '2099-01-01T00:15:00Z',
            seconds_left: 900,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/raffles/5');
    const numbers = await grid();
    await user.click(within(numbers).getByRole('button', { name: '07' }));
    await user.click(within(numbers).getByRole('button', { name: '08' }));
    await user.click(screen.getByRole('button', { name: 'Proceder al pago' }));

    expect(
      await screen.findByText('Algunos números ya fueron apartados por otra persona: 08'),
    ).toBeInTheDocument();
    expect(within(numbers).getByRole('button', { name: '08' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const reserve = calls.find((c) => c.path === '/api/raffles/5/reserve')!;
    expect(reserve.body).toEqual({
      numbers: [7, 8],
      customer_id: localStorage.getItem(GUEST_ID_STORAGE_KEY),
    });

    // The rest is held: the second try opens the buyer-data step.
    await user.click(screen.getByRole('button', { name: 'Proceder al pago' }));
    expect(await screen.findByRole('dialog', { name: 'Datos del comprador' })).toBeInTheDocument();
  });

  it("a logged-in buyer holds with the browser's guest id and finds name and e-mail filled in", async () => {
    saveSession({
      id: 42,
      name: 'Beto Buyer',
      email: 'beto@rifas.test',
      role: 'user',
      token: 'tok',
    });
    const calls = stub({
      'GET /api/auth/me': {
        body: { id: 42, name: 'Beto Buyer', email: 'beto@rifas.test', role: 'user' },
      },
      'POST /api/raffles/5/reserve': {
        body: {
          reserved: [9],
          unavailableNumbers: [],
          expires_at: '2099-01-01T00:15:00Z',
          seconds_left: 900,
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/raffles/5');
    await user.click(within(await grid()).getByRole('button', { name: '09' }));
    await user.click(screen.getByRole('button', { name: 'Proceder al pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del comprador' });
    expect(within(dialog).getByLabelText(/Nombre completo/)).toHaveValue('Beto Buyer');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('beto@rifas.test');
    // The server adds the account's key from the token; the body carries the guest id.
    expect(calls.find((c) => c.path === '/api/raffles/5/reserve')!.body).toEqual({
      numbers: [9],
      customer_id: localStorage.getItem(GUEST_ID_STORAGE_KEY),
    });
  });

  it('a guest who logs in mid-checkout still names the holds by the guest id', async () => {
    const calls = stub({
      'GET /api/auth/me': {
        body: { id: 42, name: 'Beto Buyer', email: 'beto@rifas.test', role: 'user' },
      },
      'POST /api/raffles/5/reserve': {
        body: {
          reserved: [9],
          unavailableNumbers: [],
          expires_at: '2099-01-01T00:15:00Z',
          seconds_left: 900,
        },
      },
      'POST /api/raffles/5/release': { body: { releasedCount: 1 } },
    });
    const user = userEvent.setup();
    renderApp('/raffles/5');
    await user.click(within(await grid()).getByRole('button', { name: '09' }));
    await user.click(screen.getByRole('button', { name: 'Proceder al pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del comprador' });
    const guest = localStorage.getItem(GUEST_ID_STORAGE_KEY);
    expect(guest).toBeTruthy();

    // Logged in (e.g. in another tab) while the checkout is open, then cancelled.
    act(() =>
      saveSession({
        id: 42,
        name: 'Beto Buyer',
        email: 'beto@rifas.test',
        role: 'user',
        token: 'tok',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/raffles/5/release')).toBe(true));
    const release = calls.find((c) => c.path === '/api/raffles/5/release')!;
    expect(release.headers.get('authorization')).toBe('Bearer tok');
    expect(release.body).toEqual({ numbers: [9], customer_id: guest });
  });
});
