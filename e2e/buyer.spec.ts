import { SPLASH_SEEN_KEY } from '../apps/web/src/lib/storage-keys';
import {
  buyThroughApi,
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  readGuestId,
  receiptPng,
  takenNumberButton,
  viewShot,
} from './buyer-helpers';
import {
  apiLoginAsAdmin,
  expect,
  expectAccessible,
  shot,
  test,
  uniqueEmail,
  waitForMail,
} from './fixtures';

const PHONE = { width: 390, height: 844 };

test.describe('buyer checkout', () => {
  test('a guest buys two numbers on a phone (reference, date, receipt); another browser sees them go', async ({
    page,
    request,
    browser,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin, { price_per_number: 5 });
    const method = await createPaymentMethod(request, admin, {
      requires_reference: true,
      requires_date: true,
      requires_capture: true,
      custom_fields: [
        {
          name: 'banco_origen',
          label: 'Banco de origen',
          type: 'text',
          placeholder: 'Ej.: Banesco',
          required: true,
        },
      ],
    });

    // A second browser watching the same raffle, never reloaded.
    const watcherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await watcherContext.addInitScript(
      (key) => window.sessionStorage.setItem(key, '1'),
      SPLASH_SEEN_KEY,
    );
    const watcher = await watcherContext.newPage();
    await watcher.goto(`/raffles/${raffle.id}`);
    await expect(numberButton(watcher, '07')).toBeEnabled();

    await page.setViewportSize(PHONE);
    await page.goto(`/raffles/${raffle.id}`);
    await expect(page.getByRole('heading', { level: 1, name: raffle.title })).toBeVisible();
    await numberButton(page, '07').click();
    await numberButton(page, '12').click();
    await expect(numberButton(page, '07')).toHaveAttribute('aria-pressed', 'true');
    const summary = page.getByRole('region', { name: 'Resumen de compra' });
    await expect(summary.getByText('$10.00')).toBeVisible();
    await shot(page, 'buyer-detail-selected');

    await page.getByRole('button', { name: 'Proceder al pago' }).click();

    // Buyer data: every required text, cleared as soon as its field is edited.
    const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    for (const text of [
      'Nombre es requerido',
      'Email es requerido',
      'Teléfono es requerido',
      'Documento es requerido',
    ]) {
      await expect(buyer.getByText(text, { exact: true })).toBeVisible();
    }
    await buyer.getByLabel('Nombre completo').fill('María González');
    await expect(buyer.getByText('Nombre es requerido')).toBeHidden();
    await expect(buyer.getByText('Email es requerido')).toBeVisible();
    await buyer.getByLabel('Email').fill('maria-en-gmail');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(buyer.getByText('Email no válido')).toBeVisible();
    const email = uniqueEmail('maria');
    await buyer.getByLabel('Email').fill(email);
    await expect(buyer.getByText('Email no válido')).toBeHidden();
    await buyer.getByLabel('Teléfono').fill('0414-1234567');
    await buyer.getByLabel('Documento de identidad').fill('V-12345678');
    await viewShot(page, 'buyer-checkout-buyer-data');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();

    // Payment: the method first, then what it requires.
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await expect(payment.getByText(/Números apartados por \d+:\d{2}/)).toBeVisible();
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(payment.getByText('Selecciona un método de pago')).toBeVisible();
    await payment.getByRole('radio', { name: method.name }).check();
    await expect(payment.getByText('Selecciona un método de pago')).toBeHidden();
    await expect(
      payment.getByText(
        /0102.0000.00.0000000000/,
      ) /* hyphens are non-breaking: the number never wraps */,
    ).toBeVisible();
    // The date comes pre-filled with today (issue 24); emptied, it is required.
    await expect(payment.getByLabel('Fecha de pago')).toHaveValue(/^\d{4}-\d\d-\d\d$/);
    await payment.getByLabel('Fecha de pago').fill('');
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    for (const text of [
      'Número de referencia es requerido',
      'Fecha de pago es requerida',
      'Banco de origen es requerido',
      'Debes adjuntar una captura del comprobante',
    ]) {
      await expect(payment.getByText(text)).toBeVisible();
    }

    const receiptInput = payment.getByLabel('Captura del comprobante');
    await receiptInput.setInputFiles({
      name: 'recibo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(
      payment.getByText('Formato de archivo no válido. Solo se permiten imágenes JPG, PNG o GIF.'),
    ).toBeVisible();
    await receiptInput.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(
      payment.getByText('La imagen es demasiado grande. El tamaño máximo permitido es 5 MB.'),
    ).toBeVisible();
    await receiptInput.setInputFiles({
      name: 'recibo.png',
      mimeType: 'image/png',
      buffer: await receiptPng(),
    });
    await expect(payment.getByRole('img', { name: 'Vista previa del comprobante' })).toBeVisible();
    await expect(payment.getByText('Debes adjuntar una captura del comprobante')).toBeHidden();

    await payment.getByLabel('Número de referencia').fill('00123456');
    await expect(payment.getByText('Número de referencia es requerido')).toBeHidden();
    await payment.getByLabel('Fecha de pago').fill('2026-03-15');
    await payment.getByLabel('Banco de origen').fill('Banesco');
    await viewShot(page, 'buyer-checkout-payment');
    await expectAccessible(page);

    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const success = page.getByRole('dialog', { name: '¡Compra registrada!' });
    await expect(
      success.getByText('Compra registrada. Tu pago está pendiente de verificación.'),
    ).toBeVisible();
    await expect(
      success.getByText('Recibirás un correo de confirmación cuando verifiquemos tu pago.'),
    ).toBeVisible();
    await expect(success.getByText('07, 12')).toBeVisible();
    // The ticket of this purchase, and where to find it again.
    await expect(success.getByRole('link', { name: 'Ver mi ticket' })).toHaveAttribute(
      'href',
      /^\/ticket\/[A-Za-z0-9_-]{22}$/,
    );
    await expect(success.getByRole('link', { name: 'Mis números' })).toHaveAttribute(
      'href',
      '/mis-numeros',
    );
    await viewShot(page, 'buyer-checkout-success');

    // The other browser saw them go without reloading.
    await expect(takenNumberButton(watcher, '07')).toBeDisabled();
    await expect(takenNumberButton(watcher, '12')).toBeDisabled();
    await watcherContext.close();

    // Closing refreshes the raffle and clears the selection.
    await success.getByRole('button', { name: 'Entendido' }).click();
    await expect(success).toBeHidden();
    await expect(takenNumberButton(page, '07')).toBeDisabled();
    await expect(takenNumberButton(page, '12')).toBeDisabled();
    await expect(summary.getByRole('list', { name: 'Números seleccionados' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceder al pago' })).toBeDisabled();

    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.text).toContain(raffle.title);
    await deletePaymentMethod(request, admin, method);
  });

  test('a number bought by someone else before payment: the spec error and "Volver a seleccionar números"', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const method = await createPaymentMethod(request, admin);

    // Without the live channel (a dropped stream), so the purchase's 409 is what tells: with
    // it, the sheet says so before 'Confirmar pago' (buyer-sheet-errors.spec.ts).
    await page.route('**/api/raffles/*/events', (route) => route.abort());
    await page.goto(`/raffles/${raffle.id}`);
    await numberButton(page, '20').click();
    await numberButton(page, '21').click();
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
    await buyer.getByLabel('Nombre completo').fill('Pedro Pérez');
    await buyer.getByLabel('Email').fill(uniqueEmail('pedro'));
    await buyer.getByLabel('Teléfono').fill('04121112233');
    await buyer.getByLabel('Documento de identidad').fill('V-7654321');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await payment.getByRole('radio', { name: method.name }).check();

    // Meanwhile the hold on 21 ends and another buyer takes it.
    const guestId = await readGuestId(page);
    expect(guestId).toBeTruthy();
    const released = await request.post(`/api/raffles/${raffle.id}/release`, {
      data: { numbers: [21], customer_id: guestId },
    });
    expect(await released.json()).toEqual({ releasedCount: 1 });
    expect((await buyThroughApi(request, raffle.id, method.id, [21])).status()).toBe(201);

    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const alert = payment.getByRole('alert');
    await expect(alert.getByText('Algunos números ya no están disponibles')).toBeVisible();
    await expect(alert).toContainText('El número 21 ya fue tomado por otra persona');
    // Nothing typed is lost.
    await expect(payment.getByRole('radio', { name: method.name })).toBeChecked();
    await viewShot(page, 'buyer-checkout-taken');

    await payment.getByRole('button', { name: 'Volver a seleccionar números' }).click();
    await expect(payment).toBeHidden();
    await expect(takenNumberButton(page, '21')).toBeDisabled();
    await expect(numberButton(page, '20')).toHaveAttribute('aria-pressed', 'true');
    const summary = page.getByRole('region', { name: 'Resumen de compra' });
    await expect(summary.getByRole('button', { name: 'Quitar el número 21' })).toHaveCount(0);

    // Buying again goes through, and the buyer's data is still there.
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    await expect(buyer.getByLabel('Nombre completo')).toHaveValue('Pedro Pérez');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    await payment.getByRole('radio', { name: method.name }).check();
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(
      page.getByRole('dialog', { name: '¡Compra registrada!' }).getByText('20'),
    ).toBeVisible();
    await deletePaymentMethod(request, admin, method);
  });

  test('a selected number taken by another buyer drops out of the selection, and the buyer is told', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const method = await createPaymentMethod(request, admin);
    await page.goto(`/raffles/${raffle.id}`);
    await numberButton(page, '30').click();
    await numberButton(page, '31').click();

    expect((await buyThroughApi(request, raffle.id, method.id, [31])).status()).toBe(201);
    await expect(
      page.getByText('Algunos números ya fueron apartados por otra persona: 31'),
    ).toBeVisible();
    await expect(takenNumberButton(page, '31')).toBeDisabled();
    await expect(numberButton(page, '30')).toHaveAttribute('aria-pressed', 'true');
    await deletePaymentMethod(request, admin, method);
  });
});
