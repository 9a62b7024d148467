import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type Raffle } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig, type StubbedCall } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const m = messages.raffles;
const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };

const savedRaffle: Raffle = {
  id: 7,
  title: 'Rifa de la moto',
  description: 'Una moto nueva',
  product_to_win: 'Moto 0 km',
  price_per_number: 5.5,
  start_number: 0,
  end_number: 99,
  draw_date: '2030-12-24T23:00:00.000Z',
  imagen: null,
  imagen_card: null,
  imagenes: [],
  imagen_width: null,
  imagen_height: null,
  images: [],
  status: 'active',
  total_numbers: 100,
  sold_numbers: 3,
  reserved_numbers: 0,
  available_numbers: 97,
  numero_ganador: null,
  is_minimal_required: false,
  minimal_number: 0,
  diffusion_channel: '',
  ended: false,
  extended: false,
  can_sell: true,
  winner_display: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

function openAs(path: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  saveSession({ ...admin, token: 'tok-admin' });
  const calls = stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/auth/me': { body: admin },
    'GET /api/raffles': { body: [] },
    // The edit route shows the draw's panel under the form (app/routes/edit-raffle-route.tsx).
    'GET /api/raffles/7/draw': {
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
        result_source: null,
      },
    },
    // And where its official result is fetched from (features/lottery-sources).
    'GET /api/lottery-sources': { body: [] },
    'GET /api/raffles/7/result-sources': { body: [] },
    ...handlers,
  });
  return { calls, ...renderApp(path) };
}

const field = (name: RegExp) => screen.getByLabelText(name);
const type = async (name: RegExp, text: string) => {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
};
const setDrawDate = (value: string) =>
  fireEvent.change(field(/^Fecha y hora del sorteo/), { target: { value } });
const saves = (calls: StubbedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/raffles') && c.method !== 'GET');

async function fillValidRaffle() {
  await type(/^Título/, 'Rifa de prueba');
  await type(/^Premio/, 'Un televisor');
  await type(/^Precio por número/, '2.5');
  setDrawDate('2030-12-24T19:00');
}

describe('raffle form (create)', () => {
  it('warns under the draw date as soon as it is in the past (issue 42)', async () => {
    openAs('/admin/create-raffle');
    await screen.findByLabelText(/^Fecha y hora del sorteo/, {}, { timeout: 10_000 });
    setDrawDate('2020-01-10T19:00');
    expect(await screen.findByText(m.drawDatePast)).toBeInTheDocument();
    setDrawDate('2030-12-24T19:00');
    await waitFor(() => expect(screen.queryByText(m.drawDatePast)).toBeNull());
  });

  it('starts with the range 0–99 and says which fields are required', async () => {
    const { calls } = openAs('/admin/create-raffle');
    expect(await screen.findByRole('heading', { name: 'Nueva Rifa' })).toBeInTheDocument();
    await screen.findByLabelText(/^Título/);
    expect(field(/^Número inicial/)).toHaveValue(0);
    expect(field(/^Número final/)).toHaveValue(99);
    expect(field(/^Precio por número/)).toHaveAttribute('step', '0.01');

    await type(/^Número inicial/, '');
    await type(/^Número final/, '');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Rifa' }));
    expect(await screen.findByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.productRequired)).toBeInTheDocument();
    expect(screen.getByText(m.startRequired)).toBeInTheDocument();
    expect(screen.getByText(m.endRequired)).toBeInTheDocument();
    expect(screen.getByText(m.priceRequired)).toBeInTheDocument();
    expect(screen.getByText(m.drawDateRequired)).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('shows each rule of docs/domain.md with its text and sends nothing', async () => {
    const { calls } = openAs('/admin/create-raffle');
    await screen.findByLabelText(/^Título/);
    await fillValidRaffle();
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear Rifa' }));

    await type(/^Número inicial/, '-1');
    await submit();
    expect(await screen.findByText(m.startNegative)).toBeInTheDocument();

    await type(/^Número inicial/, '100');
    await submit();
    expect(await screen.findByText(m.startAfterEnd)).toBeInTheDocument();
    await type(/^Número inicial/, '0');

    await type(/^Precio por número/, '0');
    await submit();
    expect(await screen.findByText(m.priceMustBePositive)).toBeInTheDocument();
    await type(/^Precio por número/, '2.5');

    await userEvent.click(field(/Requiere un mínimo de números vendidos/));
    await submit();
    expect(await screen.findByText(m.minimumInvalid)).toBeInTheDocument();
    await type(/^Mínimo de números vendidos/, '101');
    await submit();
    expect(await screen.findByText(m.minimumTooLarge)).toBeInTheDocument();
    expect(screen.getByText(/De 100 números en total/)).toBeInTheDocument();

    expect(saves(calls)).toHaveLength(0);
  });

  it("appends ' y Activar' while the activate box is ticked", async () => {
    openAs('/admin/create-raffle');
    const box = await screen.findByLabelText('Activar rifa inmediatamente');
    expect(screen.getByRole('button', { name: 'Crear Rifa' })).toBeInTheDocument();
    await userEvent.click(box);
    expect(screen.getByRole('button', { name: 'Crear Rifa y Activar' })).toBeInTheDocument();
    await userEvent.click(box);
    expect(screen.getByRole('button', { name: 'Crear Rifa' })).toBeInTheDocument();
  });

  it('has no winning-number field: the winner comes from the draw card', async () => {
    openAs('/admin/create-raffle');
    await screen.findByLabelText(/^Título/);
    expect(screen.queryByLabelText(/^Número ganador/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Consultar' })).toBeNull();
    expect(screen.getByText(/se registra en «Sorteo verificable»/)).toBeInTheDocument();
  });

  it('refuses an image of another type or over 10MB before uploading', async () => {
    openAs('/admin/create-raffle');
    const input = await screen.findByLabelText('Elegir imagen');
    await userEvent.upload(input, new File(['%PDF'], 'bases.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByText(m.imageWrongType)).toBeInTheDocument();
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'foto.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, huge);
    expect(await screen.findByText(m.imageTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Vista previa/ })).toBeNull();
  });

  it('sends the form as multipart with the draw time read in the business time zone', async () => {
    const { calls, router } = openAs('/admin/create-raffle', {
      'POST /api/raffles': { status: 201, body: { ...savedRaffle, id: 8 } },
    });
    await screen.findByLabelText(/^Título/);
    await fillValidRaffle();
    await type(/^Descripción/, 'Un televisor de 55"');
    await userEvent.click(field(/Activar rifa inmediatamente/));
    await userEvent.click(screen.getByRole('button', { name: 'Crear Rifa y Activar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/raffles'));
    expect(await screen.findByText(m.created)).toBeInTheDocument();
    const body = saves(calls)[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toMatchObject({
      title: 'Rifa de prueba',
      product_to_win: 'Un televisor',
      description: 'Un televisor de 55"',
      price_per_number: '2.5',
      start_number: '0',
      end_number: '99',
      // 19:00 in America/Caracas (UTC-4)
      draw_date: '2030-12-24T23:00:00.000Z',
      numero_ganador: '',
      is_minimal_required: 'false',
      status: 'active',
      remove_image: 'false',
    });
    expect(body.has('image')).toBe(false);
    // Just the product as prize: no list, the main prize follows the product's name.
    expect(body.has('prizes')).toBe(false);
  });

  it('sends the prizes list once prizes are added, with the terminal count in words', async () => {
    const { calls, router } = openAs('/admin/create-raffle', {
      'POST /api/raffles': { status: 201, body: { ...savedRaffle, id: 9 } },
    });
    await screen.findByLabelText(/^Título/);
    await fillValidRaffle();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar premio' }));
    const second = screen.getByRole('group', { name: '2do premio' });
    await userEvent.type(within(second).getByLabelText(/^Qué gana/), 'Cien dólares');
    // A 0–99 raffle: one final digit pays 10 numbers.
    await userEvent.clear(within(second).getByLabelText(/^Cifras finales/));
    await userEvent.type(within(second).getByLabelText(/^Cifras finales/), '1');
    expect(within(second).getByText('En una rifa de 100, 1 cifra: 10 números')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear Rifa' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/raffles'));
    const body = saves(calls)[0]?.body as FormData;
    expect(JSON.parse(String(body.get('prizes')))).toEqual([
      {
        title: 'Un televisor',
        kind: 'main',
        unsold: 'void',
        digits: null,
        lottery_name: null,
        cutoff_at: null,
        exclude_winners: false,
      },
      {
        title: 'Cien dólares',
        kind: 'terminal',
        unsold: 'void',
        digits: 1,
        lottery_name: null,
        cutoff_at: null,
        exclude_winners: false,
      },
    ]);
  }, 15_000);

  it("shows the server's error, or 'Error al guardar la rifa'", async () => {
    let status = 409;
    openAs('/admin/create-raffle', {
      'POST /api/raffles': () =>
        status === 409
          ? {
              status,
              body: { error: 'Conflicto en el servidor', message: 'Conflicto en el servidor' },
            }
          : { status },
    });
    await screen.findByLabelText(/^Título/);
    await fillValidRaffle();
    await userEvent.click(screen.getByRole('button', { name: 'Crear Rifa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Conflicto en el servidor');

    status = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Crear Rifa' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.saveFailed));
  });
});

describe('raffle form (edit)', () => {
  it('pre-ticks the box of an active raffle, shows its status and puts server issues under fields', async () => {
    const { calls } = openAs('/admin/edit-raffle/7', {
      'GET /api/raffles/7': { body: savedRaffle },
      'PUT /api/raffles/7': {
        status: 400,
        body: {
          error: 'El título es requerido',
          message: 'El título es requerido',
          issues: [{ path: 'title', message: 'El título es requerido' }],
        },
      },
    });
    expect(await screen.findByDisplayValue('Rifa de la moto')).toBeInTheDocument();
    expect(field(/Activar rifa inmediatamente/)).toBeChecked();
    expect(screen.getByText('Estado actual:')).toHaveTextContent('Activa');
    expect(field(/^Fecha y hora del sorteo/)).toHaveValue('2030-12-24T19:00');

    await userEvent.click(screen.getByRole('button', { name: 'Actualizar Rifa y Activar' }));
    const put = await waitFor(() => {
      const call = saves(calls)[0];
      expect(call).toBeDefined();
      return call!;
    });
    expect((put.body as FormData).get('status')).toBe('active');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.titleRequired);
    expect(field(/^Título/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a completed raffle cannot be re-activated', async () => {
    openAs('/admin/edit-raffle/7', {
      'GET /api/raffles/7': { body: { ...savedRaffle, status: 'completed', numero_ganador: 5 } },
    });
    const box = await screen.findByLabelText('Activar rifa inmediatamente');
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Actualizar Rifa' })).toBeInTheDocument();
  });
});
