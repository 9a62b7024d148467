import type { APIRequestContext } from '@playwright/test';
import {
  paymentEntry,
  paymentStatus,
  publicNumbers,
  purchaseWithReceipt,
  uniqueBuyer,
  holdNumbers,
  transferMethod,
} from './admin-ops-helpers';
import { createRaffle, startPriceServer, uniqueCode, viewShot } from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  expectAccessible,
  loginAs,
  shot,
  test,
  waitForMail,
  type LoginResult,
} from './fixtures';

/** An active currency whose rate comes from a local price source, so payments carry precio_moneda. */
async function withBolivarRate(request: APIRequestContext, admin: LoginResult) {
  const source = await startPriceServer(36.5);
  const codigo = uniqueCode();
  const created = await request.post('/api/monedas', {
    headers: authHeaders(admin),
    data: {
      nombre: 'Bolívar de prueba',
      codigo,
      simbolo: 'Bs',
      url_precio: source.url,
      status: 'si',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // The server fetches rates every 5 s in e2e.
  await expect(async () => {
    const rates = (await (await request.get('/api/monedas/rates')).json()) as {
      codigo: string;
      precio: number | string;
    }[];
    expect(rates.find((rate) => rate.codigo === codigo)?.precio).toBe(36.5);
  }).toPass({ timeout: 20_000 });
  return {
    codigo,
    close: async () => {
      await request.delete(`/api/monedas/${id}`, { headers: authHeaders(admin) });
      await source.close();
    },
  };
}

test.describe('admin operations', () => {
  test('a receipt is reviewed from the dashboard to validation, and the numbers are sold to the public', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const currency = await withBolivarRate(request, admin);
    try {
      const raffle = await createRaffle(request, admin, {
        title: `Moto Operaciones ${uniqueCode()}`,
      });
      const method = await transferMethod(request, admin);
      const buyer = uniqueBuyer('Valeria');
      const purchase = await purchaseWithReceipt(request, raffle.id, method.id, [7, 8], buyer);

      await loginAs(page, admin);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Panel' })).toBeVisible();
      await expect(page.getByText('Necesitan validación')).toBeVisible();
      await expect(page.getByText(buyer.customer_name)).toBeVisible();
      await expect(page.getByText(raffle.title).first()).toBeVisible();
      await expect(
        page.getByRole('table', { name: 'Ventas de los últimos 30 días' }),
      ).toBeAttached();
      await expectAccessible(page);

      // The pending card leads to the pending payments.
      await page.getByRole('link', { name: /Pagos Pendientes/ }).click();
      await expect(page).toHaveURL(/\/admin\/payments\?status=pending$/);
      await expect(page.getByLabel('Estado', { exact: true })).toHaveValue('pending');
      await page.getByLabel('Rifa', { exact: true }).selectOption({ label: raffle.title });
      const row = paymentEntry(page, buyer);
      await expect(row).toContainText('$10.00');
      await expect(row).toContainText('Pendiente');
      await expect(row).toContainText('07, 08');
      await expect(page.getByText(/^Mostrando 1 a 1 de 1 resultados$/)).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'admin-payments');

      // Detail: the receipt image really loads through its signed link.
      await row.getByRole('button', { name: `Ver detalles del pago #${purchase.id}` }).click();
      const dialog = page.getByRole('dialog', { name: `Pago #${purchase.id}` });
      const receipt = dialog.getByRole('img', { name: `Comprobante del pago #${purchase.id}` });
      await expect(receipt).toBeVisible();
      await expect
        .poll(() => receipt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(
        dialog.getByRole('link', { name: 'Abrir comprobante en otra pestaña' }),
      ).toBeVisible();
      await expect(dialog).toContainText(buyer.customer_email);
      await expect(dialog).toContainText(buyer.customer_phone);
      await expect(dialog).toContainText('Banesco');
      await expect(dialog).toContainText(currency.codigo);
      await expect(dialog).toContainText('Bs 365,00'); // 2 × $5 × 36.5
      await expect(dialog).toContainText('14 de marzo de 2026');
      await expectAccessible(page);
      await viewShot(page, 'admin-payment-detail');

      // Second tap: validate.
      await dialog.getByRole('button', { name: 'Validar pago' }).click();
      await expect(page.getByText('Pago validado correctamente')).toBeVisible();
      await expect(dialog).toBeHidden();
      // The list was filtered to pending: the validated payment leaves it.
      await expect(page.getByText('No hay pagos con estos filtros')).toBeVisible();

      const numbers = await publicNumbers(request, raffle.id);
      expect(numbers.sold).toEqual(expect.arrayContaining([7, 8]));
      expect(numbers.reserved).not.toContain(7);
      const mail = await waitForMail(
        (m) => m.to.includes(buyer.customer_email) && m.subject.startsWith('Pago confirmado'),
      );
      expect(mail.text).toContain('07');

      // Back on the dashboard, today's sale is in the chart.
      await page.goto('/admin');
      await expect(page.getByText('Sin ventas completadas en estos días')).toHaveCount(0);
      await expect(page.getByText(buyer.customer_name)).toBeVisible();
      await shot(page, 'admin-dashboard');
    } finally {
      await currency.close();
    }
  });

  test('on a phone: reject with a reason frees the numbers; validate takes two taps', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const method = await transferMethod(request, admin);
    const rejected = uniqueBuyer('Rocío');
    const accepted = uniqueBuyer('Andrés');
    const toReject = await purchaseWithReceipt(request, raffle.id, method.id, [20, 21], rejected);
    const toValidate = await purchaseWithReceipt(request, raffle.id, method.id, [30], accepted);
    expect((await publicNumbers(request, raffle.id)).reserved).toEqual([20, 21, 30]);

    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, admin);
    await page.goto(`/admin/payments?status=pending&raffle=${raffle.id}`);

    // Reject: an empty reason is refused; the reason is required.
    const card = paymentEntry(page, rejected);
    await card.getByRole('button', { name: `Rechazar el pago #${toReject.id}` }).click();
    const prompt = page.getByRole('dialog', { name: `Rechazar el pago #${toReject.id}` });
    await prompt.getByRole('button', { name: 'Rechazar pago' }).click();
    await expect(prompt.getByText('El motivo es requerido')).toBeVisible();
    // Cancelling does nothing.
    await prompt.getByRole('button', { name: 'Cancelar' }).click();
    await expect(prompt).toBeHidden();
    expect((await paymentStatus(request, admin, toReject.id)).status).toBe('pending');

    await card.getByRole('button', { name: `Rechazar el pago #${toReject.id}` }).click();
    await prompt.getByLabel(/Motivo del rechazo/).fill('La referencia no aparece en el banco');
    await viewShot(page, 'admin-payment-reject');
    await prompt.getByRole('button', { name: 'Rechazar pago' }).click();
    // The next pending payment opens by itself (issue 40), under what was just done.
    const next = page.getByRole('dialog', { name: `Pago #${toValidate.id}` });
    await expect(
      next.getByText(`Pago #${toReject.id} rechazado. Siguiente pendiente:`),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await paymentStatus(request, admin, toReject.id)).toMatchObject({
      status: 'failed',
      rejection_reason: 'La referencia no aparece en el banco',
    });
    const afterReject = await publicNumbers(request, raffle.id);
    expect(afterReject.reserved).toEqual([30]);
    expect(afterReject.sold).toEqual([]);
    const mail = await waitForMail(
      (m) => m.to.includes(rejected.customer_email) && m.subject.startsWith('Pago rechazado'),
    );
    expect(mail.text).toContain('La referencia no aparece en el banco');

    // Validate in two taps from its card: the card's button, then the confirmation.
    await page.keyboard.press('Escape');
    await expect(next).toBeHidden();
    const other = paymentEntry(page, accepted);
    await other.getByRole('button', { name: `Validar el pago #${toValidate.id}` }).click();
    const confirm = page.getByRole('dialog', { name: `Validar el pago #${toValidate.id}` });
    await expect(
      confirm.getByRole('img', { name: `Comprobante del pago #${toValidate.id}` }),
    ).toBeVisible();
    await viewShot(page, 'admin-payment-validate');
    await confirm.getByRole('button', { name: 'Confirmar validación' }).click();
    await expect(page.getByText('Pago validado correctamente')).toBeVisible();
    expect((await publicNumbers(request, raffle.id)).sold).toEqual([30]);

    // Every status is on the list again, failed shown as 'Rechazado'.
    await page.getByLabel('Estado', { exact: true }).selectOption('');
    await expect(paymentEntry(page, rejected)).toContainText('Rechazado');
    await expect(paymentEntry(page, accepted)).toContainText('Completado');
    await expect(paymentEntry(page, rejected).getByRole('button', { name: /Validar/ })).toHaveCount(
      0,
    );
    await expectAccessible(page);
    await shot(page, 'admin-payments-phone');
  });

  test('reserved numbers: a hold and a pending payment are released, the consequence stated first', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const method = await transferMethod(request, admin);
    await holdNumbers(request, raffle.id, [40, 41], 'e2e-carrito');
    const buyer = uniqueBuyer('Gabriel');
    const pending = await purchaseWithReceipt(request, raffle.id, method.id, [50, 51], buyer);

    await loginAs(page, admin);
    await page.goto(`/admin/reserved-numbers/${raffle.id}`);
    await expect(page.getByText(raffle.title)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Números reservados' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const card = (label: string) => page.getByRole('listitem', { name: `Número ${label}` });
    await expect(card('40')).toContainText('Apartado');
    await expect(card('40')).toHaveAttribute('data-age', 'green');
    await expect(card('50')).toContainText('Pago pendiente');
    await expect(card('50')).toContainText(buyer.customer_name);
    await expect(card('50')).toContainText('se rechazará ese pago completo');
    await expect(page.getByRole('list', { name: 'Leyenda de colores' })).toContainText(
      'Más de 24 horas',
    );
    await expectAccessible(page);
    await shot(page, 'admin-reserved-numbers');

    // Release with nothing selected.
    await page.getByRole('button', { name: 'Liberar seleccionados' }).click();
    await expect(
      page.getByText('Por favor selecciona al menos un número para liberar'),
    ).toBeVisible();

    // One hold.
    await card('40').getByRole('button', { name: 'Liberar el número 40' }).click();
    let dialog = page.getByRole('dialog', { name: 'Liberar el número 40' });
    await expect(dialog).toContainText('Se liberará 1 número');
    await dialog.getByRole('button', { name: 'Liberar' }).click();
    await expect(page.getByText('Se liberó 1 número')).toBeVisible();
    await expect(cards).toHaveCount(3);
    expect((await publicNumbers(request, raffle.id)).reserved).toEqual([41, 50, 51]);

    // Expired (24 h): these reservations are minutes old, so nothing is released.
    await page.getByRole('button', { name: 'Liberar vencidos (24 h)' }).click();
    dialog = page.getByRole('dialog', { name: 'Liberar reservas de más de 24 horas' });
    await expect(dialog).toContainText('No hay reservas de más de 24 horas.');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(dialog).toBeHidden();

    // A number under a pending payment: the whole payment is rejected, and the screen says so first.
    await card('50').getByRole('checkbox', { name: 'Seleccionar el número 50' }).check();
    await page.getByRole('button', { name: 'Liberar seleccionados (1)' }).click();
    dialog = page.getByRole('dialog', { name: 'Liberar los números seleccionados' });
    await expect(dialog).toContainText('Se liberarán 2 números');
    await expect(dialog).toContainText('50, 51');
    await expect(dialog).toContainText(
      'Esto rechazará 1 pago pendiente y se notificará por correo a los compradores:',
    );
    await expect(dialog).toContainText(`Pago #${pending.id} de ${buyer.customer_name}`);
    await viewShot(page, 'admin-reserved-release');
    // Nothing happened yet.
    expect((await paymentStatus(request, admin, pending.id)).status).toBe('pending');
    await dialog.getByRole('button', { name: 'Liberar' }).click();
    await expect(
      page.getByText(/^Se liberaron 2 números\. Se rechazó 1 pago pendiente/),
    ).toBeVisible();
    await expect(cards).toHaveCount(1);
    expect(await paymentStatus(request, admin, pending.id)).toMatchObject({
      status: 'failed',
      rejection_reason: 'Liberado por el administrador',
    });
    expect((await publicNumbers(request, raffle.id)).reserved).toEqual([41]);
    await waitForMail(
      (m) => m.to.includes(buyer.customer_email) && m.subject.startsWith('Pago rechazado'),
    );

    // Expired with a chosen age: the hold on 41 is seconds old, older than 0.0005 h (1.8 s).
    await page.getByRole('button', { name: 'Liberar vencidos (24 h)' }).click();
    dialog = page.getByRole('dialog', { name: /Liberar reservas de más de/ });
    await dialog.getByLabel('Reservas con más de (horas)').fill('0');
    await expect(
      dialog.getByText('Las horas de vencimiento deben ser un número positivo'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Liberar' })).toBeDisabled();
    await dialog.getByLabel('Reservas con más de (horas)').fill('0.0005');
    await expect(dialog).toContainText('Se liberará 1 número');
    await expect(dialog).toContainText('41');
    await dialog.getByRole('button', { name: 'Liberar' }).click();
    await expect(page.getByText('Se liberó 1 número')).toBeVisible();
    await expect(cards).toHaveCount(0);
    expect((await publicNumbers(request, raffle.id)).reserved).toEqual([]);
  });
});
