import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  viewShot,
} from './buyer-helpers';
import { apiLoginAsAdmin, expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The purchase was recorded but the phone never got the answer (weak data, a tab
 * killed while waiting): the sheet says what to do, and after a reload the buyer
 * sees her purchase, not her own numbers as someone else's (issue 42, point 1).
 */
test('a purchase whose answer was lost shows as bought after a reload', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  const method = await createPaymentMethod(request, admin, { name: 'Zelle sin respuesta' });
  try {
    await page.goto(`/raffles/${raffle.id}`);
    await numberButton(page, '04').click();
    await numberButton(page, '17').click();
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
    await buyer.getByLabel('Nombre completo').fill('Carmen Pérez');
    await buyer.getByLabel('Email').fill('carmen.perdida@rifas.test');
    await buyer.getByLabel('Teléfono').fill('0414-5550101');
    await buyer.getByLabel('Documento de identidad').fill('V-14555010');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await payment.getByRole('radio', { name: method.name }).check();

    // The server commits the purchase; its answer never reaches the phone.
    let committed = 0;
    await page.route(`**/api/raffles/${raffle.id}/purchase`, async (route) => {
      const response = await route.fetch();
      committed = response.status();
      await route.abort('internetdisconnected');
    });
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const problem = payment.getByRole('alert').filter({ hasText: 'Error al procesar el pago' });
    await expect(problem).toBeVisible();
    expect(committed).toBe(201);
    await expect(problem).toContainText('Si ya pagaste, no pagues de nuevo: revisa "Mis números"');
    await viewShot(page, 'lost-answer-sheet');
    await page.unroute(`**/api/raffles/${raffle.id}/purchase`);

    // Back on the page (the tab reloaded): the purchase, with its ticket.
    await page.reload();
    const success = page.getByRole('dialog', { name: '¡Compra registrada!' });
    await expect(success).toBeVisible();
    await expect(success.getByText('04, 17')).toBeVisible();
    await expect(success.getByRole('link', { name: /ticket/i })).toBeVisible();
    await expect(page.getByText(/apartados por otra persona/)).toHaveCount(0);
    await viewShot(page, 'lost-answer-found');
    await success.getByRole('button', { name: 'Entendido' }).click();
    await expect(page.getByText(/apartados por otra persona/)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Nothing of the checkout is left on the device.
    const kept = await page.evaluate(() => Object.keys(localStorage));
    expect(kept.filter((key) => key.startsWith('rifas.checkout.'))).toEqual([]);
  } finally {
    await deletePaymentMethod(request, admin, method);
  }
});
