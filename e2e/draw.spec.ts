import { mkdirSync } from 'node:fs';
import { SPLASH_SEEN_KEY } from '../apps/web/src/lib/storage-keys';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  buyThroughApi,
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
} from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  loginAs,
  TAKE_SHOTS,
  test,
  type LoginResult,
  snap,
} from './fixtures';

const PHONE = { width: 390, height: 844 };

async function pendingPurchase(
  request: APIRequestContext,
  raffleId: number,
  methodId: number,
  numbers: number[],
): Promise<{ id: number; ticket: string }> {
  const response = await buyThroughApi(request, raffleId, methodId, numbers);
  expect(response.status(), await response.text()).toBe(201);
  const { payment } = (await response.json()) as { payment: { id: number; ticket_code: string } };
  return { id: payment.id, ticket: payment.ticket_code };
}

async function validate(request: APIRequestContext, admin: LoginResult, paymentId: number) {
  const response = await request.post(`/api/payments/${paymentId}/validate`, {
    headers: authHeaders(admin),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The draw section alone, at 390 and 1280 px (e2e/artifacts and /tmp/shots/draw when present). */
async function sectionShots(page: Page, section: Locator, name: string) {
  if (!TAKE_SHOTS) return;
  const original = page.viewportSize();
  // The sticky header would cover the section's top in an element shot. Set through the
  // CSSOM: the page's CSP refuses injected style sheets.
  const setHeaders = (position: string) =>
    page.evaluate((value) => {
      for (const header of document.querySelectorAll('header')) header.style.position = value;
    }, position);
  await setHeaders('static');
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    for (const dir of ['e2e/artifacts', '/tmp/shots/draw']) {
      mkdirSync(dir, { recursive: true });
      await section.screenshot({ path: `${dir}/${name}-${width}.png`, animations: 'disabled' });
    }
  }
  await setHeaders('');
  if (original) await page.setViewportSize(original);
}

test.describe('verifiable draw', () => {
  test('the admin closes sales and records the result; the public page verifies the list', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin, { end_number: 99 });
    const method = await createPaymentMethod(request, admin);
    const { id: first, ticket: firstTicket } = await pendingPurchase(
      request,
      raffle.id,
      method.id,
      [7, 42],
    );
    const { id: second, ticket: secondTicket } = await pendingPurchase(
      request,
      raffle.id,
      method.id,
      [15],
    );
    await validate(request, admin, first);
    await deletePaymentMethod(request, admin, method);

    await loginAs(page, admin);
    await page.setViewportSize(PHONE);
    await page.goto(`/admin/edit-raffle/${raffle.id}`);
    const panel = page.getByRole('region', { name: 'Sorteo verificable' });

    // One payment still waits: 'Cerrar ventas' waits too, saying so and linking to it (issue 42).
    const close = page.getByRole('button', { name: 'Cerrar ventas y publicar lista' });
    await expect(
      panel.getByText(
        'Hay 1 pago pendiente de verificación: valídalos o recházalos antes de cerrar.',
      ),
    ).toBeVisible();
    await expect(close).toBeDisabled();
    if (TAKE_SHOTS) {
      await page
        .screenshot({ path: '/tmp/shots/draw/close-dialog-pending-390.png' })
        .catch(() => undefined);
    }
    await expect(panel.getByRole('link', { name: 'Ver pagos pendientes' })).toHaveAttribute(
      'href',
      `/admin/payments?status=pending&raffle=${raffle.id}`,
    );
    const dialog = page.getByRole('dialog', { name: 'Cerrar ventas y publicar lista' });

    // Once it is validated, sales close and the list is published.
    await validate(request, admin, second);
    await page.reload();
    await expect(close).toBeEnabled();
    await close.click();
    await dialog.getByRole('button', { name: 'Cerrar ventas' }).click();
    await expect(dialog).toBeHidden();
    const fingerprint = page.getByTestId('draw-fingerprint');
    await expect(fingerprint).toHaveText(/^[0-9a-f]{64}$/);
    await expect(panel.getByText('3 números', { exact: true })).toBeVisible();
    await sectionShots(page, panel, 'draw-admin-fixed');

    // The official result. A lottery draw before the list was fixed is refused under its
    // date; every recording is confirmed first, showing the winner the rule gives.
    await panel.getByLabel('Lotería').first().fill('Lotería del Táchira');
    await page.getByLabel('Fecha y hora de su sorteo').fill('2026-11-21T19:00');
    await page.getByLabel('Resultado publicado').fill('4507');
    await page.getByRole('button', { name: 'Revisar y registrar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Registrar el resultado oficial?' });
    await expect(confirm.getByTestId('result-winner')).toHaveText('Gana el número 07 (Otra P.).');
    // The raffle announced its draw ten days from now: drawing earlier is confirmed as such.
    await expect(confirm.getByText(/Es antes de la fecha anunciada/)).toBeVisible();
    await snap(page, { path: 'e2e/artifacts/draw-confirm-390.png' });
    await confirm.getByRole('button', { name: 'Registrar antes de la fecha anunciada' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByText(/no es posterior a la lista: la lista se publicó el/),
    ).toBeVisible();
    await snap(page, { path: 'e2e/artifacts/draw-result-too-old-390.png', fullPage: true });

    // Caracas is UTC-4 all year: three minutes on, as its wall clock reads (a draw
    // more than 5 minutes ahead is refused, issue 44).
    const soon = new Date(Date.now() + 3 * 60_000 - 4 * 3_600_000);
    await page.getByLabel('Fecha y hora de su sorteo').fill(soon.toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Revisar y registrar' }).click();
    await confirm.getByRole('button', { name: 'Registrar antes de la fecha anunciada' }).click();
    await expect(panel.getByText('4507', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Revisar y registrar' })).toBeHidden();
    await sectionShots(page, panel, 'draw-admin');

    // The winner dialog writes to the winner on WhatsApp, the phone normalised.
    await panel.getByRole('button', { name: 'Datos del ganador' }).click();
    const winner = page.getByRole('dialog', { name: 'Datos del ganador' });
    await expect(winner.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/584140000000\?text=/,
    );
    await snap(page, { path: 'e2e/artifacts/draw-winner-dialog-390.png' });
    await winner.getByRole('button', { name: 'Cerrar' }).click();

    // Anyone: the raffle page shows the draw, and 'Verificar' hashes the list in the browser.
    const origin = new URL(page.url()).origin;
    const guest = await browser.newPage({
      viewport: PHONE,
      locale: 'es-VE',
      timezoneId: 'America/Caracas',
    });
    await guest.addInitScript((key) => window.sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    await guest.goto(`${origin}/raffles/${raffle.id}`);
    const section = guest.getByRole('region', { name: 'Sorteo verificable' });
    await expect(section.getByText('Lotería del Táchira')).toBeVisible();
    await expect(section.getByText(/Ganador: Otra P\. con el número 07/)).toBeVisible();
    await expect(section.getByTestId('draw-fingerprint')).toHaveText(
      (await fingerprint.textContent())!,
    );
    await expect(section.getByText(/calcula su huella aquí, en tu teléfono/)).toBeVisible();
    await expect(section.getByText(/sha256sum/)).toHaveCount(0);
    await section.getByRole('button', { name: 'Verificar' }).click();
    await expect(section.getByText('La lista coincide', { exact: false })).toBeVisible();
    await sectionShots(guest, section, 'draw-section');
    // The page shows the real draw date, not the advertised one.
    const realDate = new Intl.DateTimeFormat('es', {
      dateStyle: 'long',
      timeZone: 'America/Caracas',
    }).format(new Date(Date.now() + 3 * 60_000));
    await expect(guest.getByText(realDate).first()).toBeVisible();

    // The buyer's ticket: the shop, the result and that this ticket won.
    await guest.goto(`${origin}/ticket/${firstTicket}`);
    const result = guest.getByRole('region', { name: 'Resultado del sorteo' });
    await expect(result).toContainText('¡Este ticket ganó! Tu número 07 ganó: Moto 0 km.');
    await expect(result).toContainText('Resultado oficial: Lotería del Táchira, 4507');
    await snap(guest, { path: 'e2e/artifacts/ticket-won-390.png', fullPage: true });
    await guest.goto(`${origin}/ticket/${secondTicket}`);
    await expect(guest.getByRole('region', { name: 'Resultado del sorteo' })).toContainText(
      'Este ticket no ganó: el número ganador es el 07.',
    );

    const entries = await request.get(`/api/raffles/${raffle.id}/draw/entries`);
    expect(await entries.text()).toBe(
      `07;${first};Otra P.\n15;${second};Otra P.\n42;${first};Otra P.\n`,
    );
    await guest.close();
  });
});
