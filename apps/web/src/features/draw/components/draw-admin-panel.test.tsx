import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type Draw, type Raffle } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { sentCalls, stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };

const raffle: Raffle = {
  id: 7,
  title: 'Rifa de la moto',
  description: 'Una moto nueva',
  product_to_win: 'Moto 0 km',
  price_per_number: 5,
  start_number: 0,
  end_number: 199,
  draw_date: '2030-12-24T23:00:00.000Z',
  imagen: null,
  imagen_card: null,
  imagenes: [],
  imagen_width: null,
  imagen_height: null,
  images: [],
  status: 'active',
  total_numbers: 200,
  sold_numbers: 3,
  reserved_numbers: 0,
  available_numbers: 197,
  numero_ganador: null,
  is_minimal_required: false,
  minimal_number: 0,
  diffusion_channel: '',
  ended: false,
  extended: false,
  can_sell: false,
  winner_display: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

const fixed: Draw = {
  status: 'fixed',
  algorithm: 'sha256',
  fingerprint: 'a'.repeat(64),
  fixed_at: '2030-12-01T12:00:00.000Z',
  result_after: '2030-12-01T12:01:00.000Z',
  entries_count: 3,
  entries_url: '/api/raffles/7/draw/entries',
  rule: 'Se toman las últimas 3 cifras del resultado oficial de la lotería.',
  lottery: null,
  winning_number: null,
  prizes: [],
  result_source: null,
};

function open(handlers: Parameters<typeof stubApi>[0]) {
  saveSession({ ...admin, token: 'tok-admin' });
  const calls = stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/auth/me': { body: admin },
    'GET /api/raffles/7': { body: raffle },
    ...handlers,
  });
  renderApp('/admin/edit-raffle/7');
  return calls;
}

async function fillResult(drawAt: string, result: string) {
  const panel = await screen.findByRole('region', { name: 'Sorteo verificable' });
  await userEvent.type(await within(panel).findByLabelText(/^Lotería/), 'Lotería del Táchira');
  fireEvent.change(within(panel).getByLabelText(/^Fecha y hora de su sorteo/), {
    target: { value: drawAt },
  });
  await userEvent.type(within(panel).getByLabelText(/^Resultado publicado/), result);
  await userEvent.click(within(panel).getByRole('button', { name: 'Revisar y registrar' }));
  return screen.findByRole('dialog', { name: '¿Registrar el resultado oficial?' });
}

describe('draw card: closing sales', { timeout: 15_000 }, () => {
  it("'Cerrar ventas' waits while payments are pending, with their count and a link to them (issue 42)", async () => {
    open({
      'GET /api/raffles/7/draw': { body: { ...fixed, status: 'open', fingerprint: null } },
      'GET /api/payments': {
        body: { payments: [], pagination: { page: 1, limit: 10, total: 2, pages: 1 } },
      },
    });
    const panel = await screen.findByRole(
      'region',
      { name: 'Sorteo verificable' },
      { timeout: 8000 },
    );
    expect(
      await within(panel).findByText(
        'Hay 2 pagos pendientes de verificación: valídalos o recházalos antes de cerrar.',
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Ver pagos pendientes' })).toHaveAttribute(
      'href',
      '/admin/payments?status=pending&raffle=7',
    );
    expect(
      within(panel).getByRole('button', { name: 'Cerrar ventas y publicar lista' }),
    ).toBeDisabled();
  });
});

describe('draw card: recording the result', { timeout: 15_000 }, () => {
  it('shows the winner the rule gives before recording; cancel records nothing', async () => {
    const calls = open({ 'GET /api/raffles/7/draw': { body: fixed } });
    const dialog = await fillResult('2030-12-24T20:00', '12547');
    expect(within(dialog).getByTestId('result-winner')).toHaveTextContent('Gana el número 147');
    expect(within(dialog).queryByText(/Es antes de la fecha anunciada/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(sentCalls(calls)).toHaveLength(0);
  });

  it('a result the rule cannot use is refused under its field, saying what comes next', async () => {
    const calls = open({ 'GET /api/raffles/7/draw': { body: { ...fixed, rule: 'x' } } });
    const panel = await screen.findByRole('region', { name: 'Sorteo verificable' });
    await userEvent.type(await within(panel).findByLabelText(/^Lotería/), 'Lotería del Táchira');
    fireEvent.change(within(panel).getByLabelText(/^Fecha y hora de su sorteo/), {
      target: { value: '2030-12-24T20:00' },
    });
    await userEvent.type(within(panel).getByLabelText(/^Resultado publicado/), '42');
    await userEvent.click(within(panel).getByRole('button', { name: 'Revisar y registrar' }));
    expect(
      await screen.findByText('El resultado debe tener al menos 3 cifras'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentCalls(calls)).toHaveLength(0);
  });

  it('drawing before the advertised date asks for that explicitly, then records', async () => {
    const calls = open({
      'GET /api/raffles/7/draw': { body: fixed },
      'POST /api/raffles/7/draw/result': {
        body: { ...fixed, status: 'drawn', winning_number: 47 },
      },
    });
    const dialog = await fillResult('2030-12-10T20:00', '047');
    expect(within(dialog).getByText(/Anunciada: 24 de diciembre/)).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Registrar antes de la fecha anunciada' }),
    );
    await waitFor(() => expect(sentCalls(calls)).toHaveLength(1));
    expect(sentCalls(calls)[0]!.body).toEqual({
      lottery_name: 'Lotería del Táchira',
      draw_at: '2030-12-11T00:00:00.000Z',
      result: '047',
    });
  });

  it("the server's refusal of a draw older than the list goes under the date", async () => {
    const refusal = 'Ese sorteo de la lotería no es posterior a la lista';
    open({
      'GET /api/raffles/7/draw': { body: fixed },
      'POST /api/raffles/7/draw/result': {
        status: 400,
        body: { error: refusal, message: refusal, issues: [{ path: 'draw_at', message: refusal }] },
      },
    });
    const dialog = await fillResult('2030-12-24T20:00', '047');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar resultado' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Fecha y hora de su sorteo/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('draw card: the winner', { timeout: 15_000 }, () => {
  const drawn: Draw = {
    ...fixed,
    status: 'drawn',
    lottery: { name: 'Lotería del Táchira', draw_at: '2030-12-24T23:00:00.000Z', result: '007' },
    winning_number: 7,
  };
  const info = { winning_number: 7, product: 'Moto 0 km', draw_date: raffle.draw_date };

  it("shows the winner's data with a WhatsApp link to the normalised phone", async () => {
    open({
      'GET /api/raffles/7/draw': { body: drawn },
      'GET /api/raffles/7/winner/7': {
        body: {
          raffle_info: info,
          winner: {
            customer_name: 'María González',
            customer_email: 'maria@rifas.test',
            customer_phone: '0414-123.45.67',
            purchased_at: '2030-12-01T14:30:00.000Z',
            payment_method: 'Pago Móvil',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Datos del ganador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del ganador' });
    expect(await within(dialog).findByText('María González')).toBeInTheDocument();
    expect(within(dialog).getByText('007')).toBeInTheDocument();
    expect(within(dialog).getByText('maria@rifas.test')).toBeInTheDocument();
    expect(within(dialog).getByText('Pago Móvil')).toBeInTheDocument();
    expect(within(dialog).getByText('Premio: Moto 0 km')).toBeInTheDocument();
    const whatsapp = within(dialog).getByRole('link', { name: 'Escribir por WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/584141234567\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href')!)).toContain('Tu número 007 ganó');
  });

  it("writes to the winner of a second prize about that prize, not the raffle's product", async () => {
    const prize = (position: number, label: string, title: string, numbers: number[]) => ({
      position,
      label,
      title,
      kind: position === 1 ? ('main' as const) : ('terminal' as const),
      digits: position === 1 ? null : 1,
      lottery_name: null,
      cutoff_at: null,
      unsold: 'void' as const,
      exclude_winners: false,
      rule: 'Regla',
      status: 'drawn' as const,
      fingerprint: null,
      entries_url: null,
      entries_count: null,
      fixed_at: null,
      result_after: null,
      result: {
        name: 'Lotería del Táchira',
        draw_at: drawn.lottery!.draw_at,
        result: '007',
        number: 7,
      },
      winners: numbers.map((number) => ({ number, name: 'María G.' })),
      image: null,
    });
    open({
      'GET /api/raffles/7/draw': {
        body: {
          ...drawn,
          prizes: [
            prize(1, '1er premio', 'Moto 0 km', [7]),
            prize(2, '2do premio', 'Bono', [7, 107]),
          ],
        },
      },
      'GET /api/raffles/7/winner/107': {
        body: {
          raffle_info: { ...info, winning_number: 107 },
          winner: {
            customer_name: 'Luis Pérez',
            customer_email: 'luis@rifas.test',
            customer_phone: '0424-765.43.21',
            purchased_at: '2030-12-01T14:30:00.000Z',
            payment_method: 'Pago Móvil',
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ganador del 107' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del ganador' });
    const whatsapp = await within(dialog).findByRole('link', { name: 'Escribir por WhatsApp' });
    const text = decodeURIComponent(whatsapp.getAttribute('href')!);
    expect(text).toContain('Tu número 107 ganó: 2do premio: Bono.');
    expect(text).not.toContain('Moto 0 km');
  });

  it("says 'No se encontraron datos del ganador' or shows the lookup error", async () => {
    open({
      'GET /api/raffles/7/draw': { body: drawn },
      'GET /api/raffles/7/winner/7': { body: { raffle_info: info, winner: null } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Datos del ganador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del ganador' });
    expect(await within(dialog).findByText(messages.raffles.winnerNotFound)).toBeInTheDocument();
  });

  it('a failed lookup says so', async () => {
    open({
      'GET /api/raffles/7/draw': { body: drawn },
      'GET /api/raffles/7/winner/7': { status: 500 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Datos del ganador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del ganador' });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      messages.raffles.winnerLookupFailed,
    );
  });
});
