import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  receiptPng,
  viewShot,
} from './buyer-helpers';
import { apiLoginAsAdmin, expect, expectAccessible, test } from './fixtures';

/**
 * The buyer leaves for the bank app and the phone discards the tab: on return
 * the page reloads, and the checkout must come back as it was (issue 24).
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a reload at each checkout step restores everything; the held numbers stay the buyer’s', async ({
      page,
      request,
    }) => {
      test.slow();
      const admin = await apiLoginAsAdmin(request);
      const raffle = await createRaffle(request, admin);
      const method = await createPaymentMethod(request, admin, {
        name: `Pago Móvil recarga ${viewport.width}`,
        requires_reference: true,
        requires_capture: true,
      });
      try {
        await page.goto(`/raffles/${raffle.id}`);
        // 1. Picking.
        await numberButton(page, '07').click();
        await numberButton(page, '12').click();
        await page.reload();
        await expect(numberButton(page, '07')).toHaveAttribute('aria-pressed', 'true');
        await expect(numberButton(page, '12')).toHaveAttribute('aria-pressed', 'true');

        // 2. Buyer data, half typed.
        await page.getByRole('button', { name: 'Proceder al pago' }).click();
        let buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
        await buyer.getByLabel('Nombre completo').fill('María González');
        await buyer.getByLabel('Email').fill('maria.recarga@rifas.test');
        await page.reload();
        buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
        await expect(buyer.getByLabel('Nombre completo')).toHaveValue('María González');
        await expect(buyer.getByLabel('Email')).toHaveValue('maria.recarga@rifas.test');
        await buyer.getByLabel('Teléfono').fill('0414-1234567');
        await buyer.getByLabel('Documento de identidad').fill('V-12345678');
        await buyer.getByRole('button', { name: 'Continuar al pago' }).click();

        // 3. Payment: method, reference and a receipt, then the tab is discarded.
        let payment = page.getByRole('dialog', { name: 'Pago' });
        await payment.getByRole('radio', { name: method.name }).check();
        await payment.getByLabel(/Número de referencia/).fill('00123456');
        await payment.getByLabel('Captura del comprobante').setInputFiles({
          name: 'captura-banco.png',
          mimeType: 'image/png',
          buffer: await receiptPng(),
        });
        await page.waitForTimeout(1_500); // a second of the hold goes by
        await page.reload();
        payment = page.getByRole('dialog', { name: 'Pago' });
        await expect(payment.getByRole('radio', { name: method.name })).toBeChecked();
        await expect(payment.getByLabel(/Número de referencia/)).toHaveValue('00123456');
        // The hold's real remaining time, not a new 15 minutes.
        await expect(payment.getByText(/Números apartados por 14:\d\d/)).toBeVisible();
        const lostReceipt = payment.getByText(
          'Tu comprobante «captura-banco.png» no se pudo conservar al recargar la página: adjúntalo de nuevo.',
        );
        await expect(lostReceipt).toBeVisible();
        await lostReceipt.scrollIntoViewIfNeeded();
        await viewShot(page, 'checkout-restored-payment');
        await expectAccessible(page);
        // Behind the sheet the numbers are the buyer's own, never 'reservado'.
        await payment.getByRole('button', { name: 'Atrás' }).click();
        await page
          .getByRole('dialog', { name: 'Datos del comprador' })
          .getByRole('button', {
            name: 'Continuar al pago',
          })
          .click();
        payment = page.getByRole('dialog', { name: 'Pago' });
        await payment.getByLabel('Captura del comprobante').setInputFiles({
          name: 'captura-banco.png',
          mimeType: 'image/png',
          buffer: await receiptPng(),
        });
        await payment.getByRole('button', { name: 'Confirmar pago' }).click();
        const success = page.getByRole('dialog', { name: '¡Compra registrada!' });
        await expect(success.getByText('07, 12')).toBeVisible();

        // Bought: nothing comes back.
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: raffle.title })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(numberButton(page, '01')).toBeVisible();
        await expect(
          page.getByRole('group', { name: 'Números de la rifa' }).locator('[aria-pressed="true"]'),
        ).toHaveCount(0);
        const kept = await page.evaluate(() => Object.keys(localStorage));
        expect(kept.filter((key) => key.startsWith('rifas.checkout.'))).toEqual([]);
      } finally {
        await deletePaymentMethod(request, admin, method);
      }
    });

    test('after a reload the buyer’s held numbers are theirs: selected, not reservado', async ({
      page,
      request,
    }) => {
      const admin = await apiLoginAsAdmin(request);
      const raffle = await createRaffle(request, admin);
      const method = await createPaymentMethod(request, admin, {
        name: `Zelle recarga ${viewport.width}`,
      });
      try {
        await page.goto(`/raffles/${raffle.id}`);
        await numberButton(page, '03').click();
        await page.getByRole('button', { name: 'Proceder al pago' }).click();
        await expect(page.getByRole('dialog', { name: 'Datos del comprador' })).toBeVisible();
        await page.reload();
        const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
        await expect(buyer).toBeVisible();
        // Behind the sheet (inert, so read by its label): chosen, not 'reservado'.
        const own = page.locator('[aria-label="Números de la rifa"] button[aria-label="03"]');
        await expect(own).toHaveAttribute('aria-pressed', 'true');
        await expect(page.locator('button[aria-label="03, reservado"]')).toHaveCount(0);
        await buyer.getByRole('button', { name: 'Cerrar' }).click();
        await expect(numberButton(page, '03')).toHaveAttribute('aria-pressed', 'true');
      } finally {
        await deletePaymentMethod(request, admin, method);
      }
    });
  });
}
