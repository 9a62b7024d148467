import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type AdminReleaseResult, type ReservedNumber } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig, type StubbedCall } from '@/test/api-stub';
import { buildRaffle } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const n = messages.numbers;
const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };
const HOUR = 60;

function reservedNumber(number: number, minutes: number, fields: Partial<ReservedNumber> = {}) {
  return {
    number,
    kind: 'hold',
    payment_id: null,
    hours_passed: Math.floor(minutes / 60),
    minutes_passed: minutes,
    reserved_by_name: null,
    reserved_by_email: null,
    reserved_at: '2026-03-15T14:30:00.000Z',
    hold_expires_at: '2026-03-15T14:45:00.000Z',
    ...fields,
  } satisfies ReservedNumber;
}

const underPayment = (number: number, minutes: number) =>
  reservedNumber(number, minutes, {
    kind: 'payment',
    payment_id: 12,
    reserved_by_name: 'María González',
    reserved_by_email: 'maria@rifas.test',
    hold_expires_at: null,
  });

const raffle = buildRaffle({ sold_numbers: 0, available_numbers: 98 });

function result(fields: Partial<AdminReleaseResult> = {}): AdminReleaseResult {
  return { preview: false, releasedCount: 0, releasedNumbers: [], rejectedPayments: [], ...fields };
}

type Reply = { status?: number; body?: unknown };

function stubServer(
  reserved: ReservedNumber[],
  override: Record<string, (call: StubbedCall) => Reply> = {},
) {
  return stubApi({
    'GET /api/auth/me': { body: admin },
    'GET /api/config': { body: testConfig },
    'GET /api/raffles/7': { body: raffle },
    'GET /api/raffles/7/reserved-numbers': { body: reserved },
    ...override,
  });
}

/** The preview (?preview=1) and the real call hit the same path; tell them apart by the URL. */
function isPreview(): boolean {
  const last = vi.mocked(fetch).mock.calls.at(-1)?.[0];
  return new URL(String(last), 'http://localhost').searchParams.get('preview') === '1';
}

async function openPage() {
  saveSession({ ...admin, token: 'tok-admin' });
  renderApp('/admin/reserved-numbers/7');
  // The first test also pays for loading the lazy admin chunks.
  await screen.findByRole('list', { name: 'Números reservados' }, { timeout: 5000 });
  return userEvent.setup();
}

const card = (label: string) => screen.getByRole('listitem', { name: `Número ${label}` });

describe('reserved numbers page', () => {
  it('colours each card by age (over 24 h red, over 12 orange, over 6 yellow, else green) and says the age', async () => {
    stubServer([
      reservedNumber(1, 59),
      reservedNumber(2, 6 * HOUR),
      reservedNumber(3, 6 * HOUR + 1),
      reservedNumber(4, 12 * HOUR),
      reservedNumber(5, 12 * HOUR + 1),
      reservedNumber(6, 24 * HOUR),
      reservedNumber(7, 24 * HOUR + 1),
      reservedNumber(8, 3 * 24 * HOUR + 5 * HOUR),
    ]);
    await openPage();
    // The cards come with the numbers' answer, which may land after the list's frame.
    await screen.findByRole('listitem', { name: 'Número 01' }, { timeout: 5000 });
    const expected: [string, string, string][] = [
      ['01', 'green', 'Hace 59 minutos'],
      ['02', 'green', 'Hace 6 horas'],
      ['03', 'yellow', 'Hace 6 horas'],
      ['04', 'yellow', 'Hace 12 horas'],
      ['05', 'orange', 'Hace 12 horas'],
      ['06', 'orange', 'Hace 1 día'],
      ['07', 'red', 'Hace 1 día'],
      ['08', 'red', 'Hace 3 días'],
    ];
    for (const [label, level, age] of expected) {
      expect(card(label)).toHaveAttribute('data-age', level);
      expect(within(card(label)).getByText(age, { exact: false })).toBeVisible();
    }
    const legend = screen.getByRole('list', { name: 'Leyenda de colores' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Más de 24 horas', 'Más de 12 horas', 'Más de 6 horas', '6 horas o menos']);
  });

  it("refuses to release nothing: 'Por favor selecciona al menos un número para liberar'", async () => {
    const calls = stubServer([reservedNumber(5, 10)]);
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Liberar seleccionados' }));
    expect(screen.getByRole('alert')).toHaveTextContent(n.releaseSelectAtLeastOne);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('select all, then states the payment that will be rejected before releasing', async () => {
    let released = false;
    const plan = {
      releasedCount: 3,
      releasedNumbers: [5, 8, 9],
      rejectedPayments: [
        {
          id: 12,
          customer_name: 'María González',
          customer_email: 'maria@rifas.test',
          numbers: [8, 9],
        },
      ],
    };
    const calls = stubServer([reservedNumber(5, 10), underPayment(8, 30)], {
      'GET /api/raffles/7/reserved-numbers': () => ({
        body: released ? [] : [reservedNumber(5, 10), underPayment(8, 30)],
      }),
      'POST /api/raffles/7/release-specific': () => {
        if (isPreview()) return { body: result({ ...plan, preview: true }) };
        released = true;
        return { body: result(plan) };
      },
    });
    const user = await openPage();
    expect(within(card('08')).getByText(/se rechazará ese pago completo/)).toBeVisible();
    await user.click(screen.getByLabelText('Seleccionar todos (2)'));
    expect(within(card('05')).getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Liberar seleccionados (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Liberar los números seleccionados' });
    expect(await within(dialog).findByText('05, 08, 09')).toBeVisible();
    expect(within(dialog).getByText(/Esto rechazará 1 pago pendiente y/)).toBeVisible();
    expect(within(dialog).getByText(/Pago #12 de María González/)).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1); // only the preview

    await user.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    expect(
      await screen.findByText(/^Se liberaron 3 números\. Se rechazó 1 pago pendiente/),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { numbers: [5, 8] },
      { numbers: [5, 8] },
    ]);
    expect(await screen.findByText(messages.payments.reserved.empty)).toBeVisible();
  });

  it("releases one number, and says 'Error al liberar el número' when it fails", async () => {
    let fail = true;
    stubServer([reservedNumber(5, 10)], {
      'POST /api/raffles/7/release-specific': () => {
        if (isPreview())
          return { body: result({ preview: true, releasedCount: 1, releasedNumbers: [5] }) };
        return fail
          ? { status: 500, body: { error: 'x', message: 'x' } }
          : { body: result({ releasedCount: 1, releasedNumbers: [5] }) };
      },
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Liberar el número 05' }));
    const dialog = screen.getByRole('dialog', { name: 'Liberar el número 05' });
    await within(dialog).findByText('Se liberará 1 número, que volverá a estar disponible:');
    await user.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(n.releaseOneFailed);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByText('Se liberó 1 número')).toBeVisible();
  });

  it('release expired asks for 24 hours; with nothing that old it says so and offers no release', async () => {
    const calls = stubServer([reservedNumber(5, 10)], {
      'POST /api/raffles/7/release-expired': () => ({ body: result({ preview: true }) }),
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Liberar vencidos (24 h)' }));
    const dialog = screen.getByRole('dialog', { name: 'Liberar reservas de más de 24 horas' });
    expect(await within(dialog).findByText('No hay reservas de más de 24 horas.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Liberar' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { expirationHours: 24 },
    ]);
  });

  it("says 'Error al liberar números' when release expired fails", async () => {
    stubServer([reservedNumber(5, 30 * HOUR)], {
      'POST /api/raffles/7/release-expired': () =>
        isPreview()
          ? { body: result({ preview: true, releasedCount: 1, releasedNumbers: [5] }) }
          : { status: 500, body: { error: 'x', message: 'x' } },
    });
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Liberar vencidos (24 h)' }));
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Liberar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(n.releaseFailed),
    );
  });
});
