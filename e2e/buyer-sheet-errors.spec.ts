import type { Locator, Page } from '@playwright/test';
import {
  buyThroughApi,
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  readGuestId,
  viewShot,
} from './buyer-helpers';
import { guestChallengeHeaders } from './challenge';
import { apiLoginAsAdmin, authHeaders, expect, test } from './fixtures';

// Issue 24, point 4: a phone's sheet. Every error must be seen where the buyer looks.
test.use({ viewport: { width: 390, height: 844 } });

/** The `<dialog>` box's own scroll: it must stay where it was (0) whatever happens inside. */
function dialogScrollTop(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('dialog')?.scrollTop ?? -1);
}

/** The whole box of `locator` is inside the 390×844 viewport (polled: the sheet scrolls smoothly). */
async function expectWholeInViewport(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const view = page.viewportSize()!;
      return Boolean(
        box &&
        box.y >= 0 &&
        box.x >= 0 &&
        box.y + box.height <= view.height &&
        box.x + box.width <= view.width,
      );
    })
    .toBe(true);
}

async function openPaymentSheet(page: Page, raffleId: number, methodName: RegExp) {
  await page.goto(`/raffles/${raffleId}`);
  await numberButton(page, '10').click();
  await numberButton(page, '11').click();
  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
  await buyer.getByLabel('Nombre completo').fill('Rosa Linares');
  await buyer.getByLabel('Email').fill('rosa.linares@rifas.test');
  await buyer.getByLabel('Teléfono').fill('0424-5551234');
  await buyer.getByLabel('Documento de identidad').fill('V-15111222');
  await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
  const payment = page.getByRole('dialog', { name: 'Pago' });
  await payment.getByRole('radio', { name: methodName }).check();
  return payment;
}

test('each sheet error is inside the viewport, focused, and the sheet itself never scrolls', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  // A long method: instructions, two custom fields and every requirement, so the sheet scrolls.
  const method = await createPaymentMethod(request, admin, {
    name: 'Pago Móvil largo',
    instructions: Array.from(
      { length: 8 },
      (_, i) => `Paso ${i + 1}: sigue las indicaciones.`,
    ).join('\n'),
    requires_reference: true,
    requires_date: true,
    requires_capture: true,
    custom_fields: [
      { name: 'banco_origen', label: 'Banco de origen', type: 'text', required: true },
      { name: 'telefono_pago', label: 'Teléfono del pago', type: 'tel', required: false },
    ],
  });
  // What another buyer pays with: nothing required.
  const plain = await createPaymentMethod(request, admin, { name: 'Efectivo otro' });
  try {
    // No live channel on this phone (a dropped stream): the taken number is only learnt
    // from the purchase's 409, the error this test is about (the next test has the stream).
    await page.route('**/api/raffles/*/events', (route) => route.abort());
    const payment = await openPaymentSheet(page, raffle.id, /Pago Móvil largo/);
    const before = await dialogScrollTop(page);
    expect(before).toBe(0);

    // 1. Validation: nothing filled; the first error (the reference) is focused and seen.
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const reference = payment.getByLabel(/Número de referencia/);
    await expect(reference).toBeFocused();
    await expectWholeInViewport(page, reference);
    await expectWholeInViewport(page, payment.getByText('Número de referencia es requerido'));
    expect(await dialogScrollTop(page)).toBe(before);

    // 2. Only the receipt missing, the last field: its error is brought into sight.
    await reference.fill('123456');
    await payment.getByLabel('Banco de origen').fill('Banesco');
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const receiptError = payment.getByText('Debes adjuntar una captura del comprobante');
    await expectWholeInViewport(page, receiptError);
    expect(await dialogScrollTop(page)).toBe(before);
    await viewShot(page, 'sheet-error-receipt');
    await page.setViewportSize({ width: 390, height: 844 });

    // 3. The network fails: the red box is seen and focused.
    await payment.getByLabel('Captura del comprobante').setInputFiles({
      name: 'captura.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.route('**/api/raffles/*/purchase', (route) => route.abort('internetdisconnected'));
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const networkAlert = payment.getByRole('alert');
    await expectWholeInViewport(page, networkAlert);
    await expect(networkAlert).toBeFocused();
    expect(await dialogScrollTop(page)).toBe(before);
    await page.unroute('**/api/raffles/*/purchase');

    // 4. 409: number 11 went to someone else meanwhile.
    const guestId = await readGuestId(page);
    await request.post(`/api/raffles/${raffle.id}/release`, {
      data: { numbers: [11], customer_id: guestId },
    });
    expect((await buyThroughApi(request, raffle.id, plain.id, [11])).status()).toBe(201);
    // Scrolled back to the top of the sheet, as a buyer re-reading the amount would be.
    await payment.getByRole('heading', { name: 'Pago' }).evaluate((heading) => {
      heading.closest('dialog')?.querySelector('.overflow-y-auto')?.scrollTo({ top: 0 });
    });
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const taken = payment.getByRole('alert').filter({ hasText: 'El número 11 ya fue tomado' });
    await expectWholeInViewport(page, taken);
    await expect(taken).toBeFocused();
    expect(await dialogScrollTop(page)).toBe(before);
    // The sheet's title is still on screen: the sheet did not move, its body did.
    await expectWholeInViewport(page, payment.getByRole('heading', { name: 'Pago' }));
    await viewShot(page, 'sheet-error-taken');
  } finally {
    await deletePaymentMethod(request, admin, method);
    await deletePaymentMethod(request, admin, plain);
  }
});

test('a hold released by the admin is shown in the sheet within 2 s; the re-hold says the new total', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  const method = await createPaymentMethod(request, admin, { name: 'Pago Móvil vivo' });
  try {
    const payment = await openPaymentSheet(page, raffle.id, /Pago Móvil vivo/);
    const countdown = payment.getByText(/Números apartados por/);
    await expect(countdown).toBeVisible();

    const released = await request.post(`/api/raffles/${raffle.id}/release-specific`, {
      headers: authHeaders(admin),
      data: { numbers: [11] },
    });
    expect(released.status(), await released.text()).toBe(200);
    const started = Date.now();
    const alert = payment.getByRole('alert').filter({ hasText: 'Tu apartado cambió' });
    await expect(alert).toBeVisible({ timeout: 2_000 });
    console.info(`hold release shown after ${Date.now() - started} ms`);
    await expect(alert).toContainText('El número 11 ya no está apartado para ti');
    await expect(countdown).toHaveCount(0);
    await expect(payment.getByRole('button', { name: 'Confirmar pago' })).toBeDisabled();
    await expectWholeInViewport(page, alert);
    await viewShot(page, 'sheet-hold-released');
    await page.setViewportSize({ width: 390, height: 844 });

    // Someone else takes 11 meanwhile; holding again keeps 10 and says what the total became.
    expect(
      (
        await request.post(`/api/raffles/${raffle.id}/reserve`, {
          headers: await guestChallengeHeaders(request),
          data: { numbers: [11], customer_id: `otro-${Date.now()}` },
        })
      ).status(),
    ).toBe(200);
    await alert.getByRole('button', { name: 'Apartar de nuevo' }).click();
    await expect(payment.getByText('Salieron de tu compra: 11.')).toBeVisible();
    await expect(payment.getByText('El total cambió de $10.00 a $5.00.')).toBeVisible();
    await expect(countdown).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
    await viewShot(page, 'sheet-total-changed');
    await page.setViewportSize({ width: 390, height: 844 });

    // Replacements: back to the grid with 10 still chosen.
    await payment.getByRole('button', { name: 'Elegir números de reemplazo' }).click();
    await expect(payment).toBeHidden();
    // Guidance, not a failure: a polite status, not the red alert.
    await expect(
      page.getByRole('status').filter({ hasText: /agrega 1 número y toca «Proceder al pago»/ }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Resumen de compra' })
        .getByRole('button', { name: 'Quitar el número 10' }),
    ).toBeVisible();
  } finally {
    await deletePaymentMethod(request, admin, method);
  }
});
