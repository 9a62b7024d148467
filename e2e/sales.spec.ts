import type { APIRequestContext } from '@playwright/test';
import { paymentEntry } from './admin-ops-helpers';
import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  startPriceServer,
  uniqueCode,
  viewShot,
} from './buyer-helpers';
import { apiLoginAsAdmin, authHeaders, expect, loginAs, test, type LoginResult } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** An active Bs currency at 36.5 per dollar, from a local price source. */
async function withBolivar(request: APIRequestContext, admin: LoginResult) {
  const source = await startPriceServer(36.5);
  const codigo = uniqueCode();
  const created = await request.post('/api/monedas', {
    headers: authHeaders(admin),
    data: {
      nombre: 'Bolívar de ventas',
      codigo,
      simbolo: 'Bs',
      url_precio: source.url,
      status: 'si',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await expect(async () => {
    const rates = (await (await request.get('/api/monedas/rates')).json()) as {
      codigo: string;
      precio: number | string;
    }[];
    expect(rates.find((rate) => rate.codigo === codigo)?.precio).toBe(36.5);
  }).toPass({ timeout: 20_000 });
  return async () => {
    await request.delete(`/api/monedas/${id}`, { headers: authHeaders(admin) });
    await source.close();
  };
}

test('a buyer from a seller link buys a pack with a coupon; once validated the seller sees the sale', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLoginAsAdmin(request);
  const closeBolivar = await withBolivar(request, admin);
  const code = uniqueCode();
  const raffle = await createRaffle(request, admin, {
    title: `Rifa Paquetes ${code}`,
    price_per_number: 3,
    packs: [{ quantity: 5, price: 12 }],
  });
  const method = await createPaymentMethod(request, admin, { name: `Pago Paquetes ${code}` });
  const sellerResponse = await request.post('/api/sellers', {
    headers: authHeaders(admin),
    data: { name: 'Ana Vendedora', phone: '04141234567', code: `V${code}`, commission_percent: 10 },
  });
  expect(sellerResponse.status(), await sellerResponse.text()).toBe(201);
  const seller = (await sellerResponse.json()) as { id: number; report_url: string };
  const couponResponse = await request.post('/api/coupons', {
    headers: authHeaders(admin),
    data: { code: `C${code}`, kind: 'percent', value: 10, max_uses: 5, raffle_id: raffle.id },
  });
  expect(couponResponse.status(), await couponResponse.text()).toBe(201);

  try {
    // The seller's link; the code is lower case as a buyer may type it.
    await page.goto(`/raffles/${raffle.id}?v=v${code.toLowerCase()}`);
    await expect(page.getByRole('button', { name: '5 por $12', exact: true })).toBeVisible();
    for (const label of ['01', '02', '03', '04', '05', '06', '07']) {
      await numberButton(page, label).click();
    }
    const summary = page.getByRole('region', { name: 'Resumen de compra' });
    await expect(summary.getByText('Paquete 5 por $12 + 2 números')).toBeVisible();
    await expect(summary.getByText('$18.00')).toBeVisible();
    await page.getByRole('button', { name: 'Proceder al pago' }).click();

    const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
    await buyer.getByLabel('Nombre completo').fill('Carla Mendoza');
    await buyer.getByLabel('Email').fill(`carla${code.toLowerCase()}@rifas.test`);
    await buyer.getByLabel('Teléfono').fill('0414-7654321');
    await buyer.getByLabel('Documento de identidad').fill('V-20111222');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();

    // A reload brings the buyer back to the payment, the seller's code still with the checkout.
    let payment = page.getByRole('dialog', { name: 'Pago' });
    await expect(payment).toBeVisible();
    await page.reload();
    payment = page.getByRole('dialog', { name: 'Pago' });
    await expect(payment).toBeVisible();

    await payment.getByLabel('Cupón de descuento').fill('NOEXISTE');
    await payment.getByRole('button', { name: 'Aplicar' }).click();
    await expect(payment.getByText('Este cupón no existe')).toBeVisible();
    await payment.getByLabel('Cupón de descuento').fill(`c${code.toLowerCase()}`);
    await payment.getByRole('button', { name: 'Aplicar' }).click();
    // Said under the coupon field and in the order lines above the total.
    await expect(payment.getByText(`Cupón C${code}: −$1.80`).first()).toBeVisible();
    await expect(payment.getByText(/Total \$16\.20/)).toBeVisible();
    // $16.20 × 36.5
    await expect(payment.getByText('Bs 591,30').first()).toBeVisible();
    await payment.getByRole('radio', { name: new RegExp(`Pago Paquetes ${code}`) }).check();
    await viewShot(page, 'sales-coupon-payment');
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const success = page.getByRole('dialog', { name: '¡Compra registrada!' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'Entendido' }).click();

    // The operator validates it from the payments screen.
    await loginAs(page, admin);
    // On a phone 'Pagos' opens on the pending ones, oldest first (issue 40): earlier specs'
    // payments come before hers, so she is found by her e-mail.
    await page.goto(`/admin/payments?search=carla${code.toLowerCase()}`);
    const entry = paymentEntry(page, {
      customer_name: 'Carla Mendoza',
    } as Parameters<typeof paymentEntry>[1]);
    await expect(entry).toContainText('$16.20');
    await entry.getByRole('button', { name: /Ver detalles del pago/ }).click();
    const detail = page.getByRole('dialog', { name: /Pago #\d+/ });
    await detail.getByRole('button', { name: 'Validar pago' }).click();
    await expect(page.getByText('Pago validado correctamente')).toBeVisible();

    // The seller's own page, by the secret link: the sale and the commission. In a tab of its
    // own, as the seller opens it: the admin's page may still be writing its address (the
    // closed dialog), which would abort a navigation started meanwhile.
    const sellerView = await page.context().newPage();
    await sellerView.goto(new URL(seller.report_url).pathname);
    await expect(sellerView.getByRole('heading', { name: 'Mis ventas' })).toBeVisible();
    const totals = sellerView.getByRole('definition');
    await expect(totals.filter({ hasText: '$16.20' }).first()).toBeVisible();
    await expect(totals.filter({ hasText: '$1.62' }).first()).toBeVisible();
    // Other tests' raffles on sale are listed too: this one's line has the sale and its link.
    const line = sellerView.getByRole('listitem').filter({ hasText: raffle.title });
    await expect(line.getByRole('definition').filter({ hasText: '$1.62' })).toBeVisible();
    await expect(line.getByRole('button', { name: 'Copiar mi enlace' })).toBeVisible();
    await viewShot(sellerView, 'sales-seller-page');
    await sellerView.close();
    const summaryAnswer = await request.get(`/api/sellers/${seller.id}/summary`, {
      headers: authHeaders(admin),
    });
    expect(await summaryAnswer.json()).toMatchObject({
      validated_count: 1,
      validated_amount: 16.2,
      commission: 1.62,
      // Paid to the shop's own account, not collected by the seller (issue 42): nothing to hand over.
      hand_over: 0,
    });
    // The operator's sellers on a phone: a card each, this raffle's sale and commission in it.
    await page.goto('/admin/vendedores');
    await expect(page.getByRole('table')).toBeHidden();
    const card = page
      .getByRole('list', { name: 'Vendedores' })
      .getByRole('listitem')
      .filter({ hasText: `V${code}` })
      .first();
    await expect(card.getByRole('listitem').filter({ hasText: raffle.title })).toContainText(
      '$16.20 · Comisión $1.62',
    );
    await viewShot(page, 'sales-sellers-list');
  } finally {
    await deletePaymentMethod(request, admin, method);
    await closeBolivar();
  }
});

test("an admin edits a coupon on a phone: 'Editar' opens its terms, the new ones are saved", async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const code = `EDITA${uniqueCode()}`;
  const created = await request.post('/api/coupons', {
    headers: authHeaders(admin),
    data: { code, kind: 'percent', value: 10, max_uses: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await loginAs(page, admin);
  await page.goto('/admin/cupones');
  await page.getByRole('button', { name: `Editar ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar cupón' });
  await expect(dialog.getByLabel('Código')).toHaveValue(code);
  await dialog.getByLabel('Usos en total').fill('25');
  await dialog.getByLabel('Porcentaje').fill('150');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    dialog.getByText('El porcentaje debe ser un número entero entre 1 y 100'),
  ).toBeVisible();
  await viewShot(page, 'coupon-edit');
  await dialog.getByLabel('Porcentaje').fill('15');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cupón actualizado')).toBeVisible();
  // At 390 px each coupon is a card, not a table row that scrolls sideways.
  await expect(page.getByRole('table')).toBeHidden();
  const card = page
    .getByRole('list', { name: 'Cupones' })
    .getByRole('listitem')
    .filter({ hasText: code });
  await expect(card).toContainText('15 %');
  await expect(card).toContainText('0 / 25');
  await viewShot(page, 'coupons-list');
});
