import { bolivarMethod, paymentEntry, purchaseWithReceipt, uniqueBuyer } from './admin-ops-helpers';
import { createRaffle, startPriceServer, uniqueCode } from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  expectAccessible,
  loginAs,
  shot,
  test,
  snap,
} from './fixtures';

const SIZES = [
  [390, 844],
  [1280, 800],
] as const;

/** Today in Caracas (UTC−4), as the purchase's payment_date and as the bank prints it. */
const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
const bankDay = today.split('-').reverse().join('/');
const bs = (amount: number) => amount.toFixed(2).replace('.', ',');

for (const [width, height] of SIZES) {
  test(`'Conciliar' at ${width} px: upload a statement, see the groups, validate the matches`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const admin = await apiLoginAsAdmin(request);
    const source = await startPriceServer(36.5);
    try {
      const { codigo, method } = await bolivarMethod(request, admin, source.url);
      const raffle = await createRaffle(request, admin);
      const paid = [uniqueBuyer('Conciliada'), uniqueBuyer('Cuadrada')];
      const missing = uniqueBuyer('Ausente');
      const reference = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));
      const refs = [reference(), reference(), reference()];
      const purchases = [];
      for (const [index, buyer] of [...paid, missing].entries()) {
        purchases.push(
          await purchaseWithReceipt(request, raffle.id, method.id, [index + 1], buyer, {
            reference_number: refs[index],
            payment_date: today,
          }),
        );
      }
      const dues: number[] = [];
      for (const purchase of purchases.slice(0, 2)) {
        const detail = await request.get(`/api/payments/${purchase.id}`, {
          headers: authHeaders(admin),
        });
        const body = (await detail.json()) as {
          precio_moneda: Record<string, { total: number }>;
        };
        dues.push(body.precio_moneda[codigo]!.total);
      }
      const statement = [
        'Fecha;Referencia;Descripción;Débito;Crédito;Saldo',
        `${bankDay};0000${refs[0]};PAGO MOVIL RECIBIDO;0,00;${bs(dues[0]!)};1.000,00`,
        `${bankDay};0000${refs[1]};PAGO MOVIL RECIBIDO;0,00;${bs(dues[1]!)};2.000,00`,
        `${bankDay};${reference()};TRANSFERENCIA RECIBIDA;0,00;191,81;2.191,81`,
        `${bankDay};${reference()};CARGO POR IGTF;1,20;0,00;2.190,61`,
      ].join('\r\n');

      await loginAs(page, admin);
      await page.goto('/admin');
      if (width < 1024)
        await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
      await page.getByRole('link', { name: 'Conciliar' }).click();
      await expect(page.getByRole('heading', { name: 'Conciliar', level: 1 })).toBeVisible();
      await page.getByLabel('Estado de cuenta').setInputFiles({
        name: 'estado-de-cuenta.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${statement}`),
      });
      await page.getByRole('button', { name: 'Subir y comparar' }).click();

      const group = (name: string) => page.getByRole('region', { name });
      for (const buyer of paid) {
        await expect(group('Coincide')).toContainText(buyer.customer_name);
      }
      await expect(group('Coincide')).toContainText(`A pagar: Bs ${bs(dues[0]!)}`);
      await expect(group('Sin movimiento')).toContainText(missing.customer_name);
      await expect(group('Sin pago')).toContainText('TRANSFERENCIA RECIBIDA');
      await expect(group('Sin pago')).not.toContainText('IGTF');
      await expectAccessible(page);
      await shot(page, `conciliar-groups-${width}`);

      await page.getByRole('button', { name: 'Validar las 2 coincidencias' }).click();
      await page
        .getByRole('dialog', { name: 'Validar las coincidencias' })
        .getByRole('button', { name: 'Confirmar validación' })
        .click();
      await expect(page.getByText('Listo: 2 pagos validados')).toBeVisible();
      await shot(page, `conciliar-validated-${width}`);

      await page.goto(`/admin/payments?status=completed&raffle=${raffle.id}`);
      for (const buyer of paid) {
        await expect(paymentEntry(page, buyer)).toContainText('Completado');
      }
      await expect(paymentEntry(page, missing)).toHaveCount(0);
    } finally {
      await source.close();
    }
  });
}

test('the payments screens show what to match: amount due and reference first, 8 rows at 1280×800', async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const source = await startPriceServer(36.5);
  try {
    const { method } = await bolivarMethod(request, admin, source.url);
    const raffle = await createRaffle(request, admin);
    const buyers = Array.from({ length: 10 }, () => uniqueBuyer('Cotejo'));
    for (const [index, buyer] of buyers.entries()) {
      await purchaseWithReceipt(request, raffle.id, method.id, [index + 1], buyer, {
        reference_number: `00012345678${index}`,
        payment_date: today,
      });
    }
    await loginAs(page, admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/payments?status=pending&raffle=${raffle.id}`);
    const table = page.getByRole('table', { name: 'Pagos' });
    for (const column of ['Método', 'Referencia', 'A pagar']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(paymentEntry(page, buyers[0]!)).toContainText('Bs 182,50');
    const rows = table.getByRole('row').filter({ hasText: 'Cotejo' });
    await expect(rows).toHaveCount(10);
    const boxes = await Promise.all((await rows.all()).map((row) => row.boundingBox()));
    const inView = boxes.filter((box) => box && box.y >= 0 && box.y + box.height <= 800);
    expect(inView.length).toBeGreaterThanOrEqual(8);
    await snap(page, { path: 'e2e/artifacts/payments-table-1280.png' });

    await paymentEntry(page, buyers[9]!)
      .getByRole('button', { name: /Ver detalles/ })
      .click();
    const detail = page.getByRole('dialog', { name: /^Pago #/ });
    await expect(detail.getByText('A pagar: Bs 182,50')).toBeVisible();
    await expect(detail.getByText('000123456789').first()).toBeVisible();
    await snap(page, { path: 'e2e/artifacts/payments-detail-1280.png' });
    await detail.getByRole('button', { name: 'Siguiente pendiente' }).click();
    await expect(page.getByRole('dialog', { name: /^Pago #/ })).toContainText(
      buyers[8]!.customer_name,
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(200);
    const sheet = page.getByRole('dialog', { name: /^Pago #/ });
    await expect(sheet.getByText('A pagar: Bs 182,50')).toBeInViewport();
    // Nothing in the sheet is wider than the phone: no horizontal scroll.
    const overflow = await sheet.evaluate((dialog) =>
      [...dialog.querySelectorAll('*')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && !el.classList.contains('sr-only'))
        .filter((el) => getComputedStyle(el).overflowX !== 'visible')
        .map((el) => `${el.tagName}.${el.className}`),
    );
    expect(overflow).toEqual([]);
    await snap(page, { path: 'e2e/artifacts/payments-detail-390.png' });
    await sheet
      .getByRole('button', { name: 'Cerrar', exact: true })
      .or(sheet.getByRole('button', { name: /Cerrar/ }))
      .first()
      .click();
    await snap(page, { path: 'e2e/artifacts/payments-list-390.png', fullPage: true });
  } finally {
    await source.close();
  }
});

test("Monedas shows each rate's source and own date, 'Tasa manual' and the fallback fields", async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const codigo = uniqueCode();
  const created = await request.post('/api/monedas', {
    headers: authHeaders(admin),
    data: {
      nombre: `Manual ${codigo}`,
      codigo,
      simbolo: 'Bs',
      url_precio: 'http://127.0.0.1:9/precio',
      campo_precio: 'promedio',
      precio_manual: 41.2,
      status: 'si',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await loginAs(page, admin);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/monedas');
    // Other specs' currencies fill the first pages: this one is found by its code.
    await page.getByLabel('Buscar').fill(codigo);
    await expect(page.getByText('Tasa manual ·').locator('visible=true').first()).toBeVisible();
    await snap(page, { path: `e2e/artifacts/monedas-sources-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: `Editar Manual ${codigo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar moneda' });
  await expect(dialog.getByLabel('Campo de la tasa')).toHaveValue('promedio');
  await expect(dialog.getByLabel('Tasa manual')).toHaveValue('41.2');
  await expect(dialog.getByLabel('URL de respaldo 1')).toBeVisible();
  await snap(page, { path: 'e2e/artifacts/monedas-form-1280.png' });
  await request.delete(`/api/monedas/${((await created.json()) as { id: number }).id}`, {
    headers: authHeaders(admin),
  });
});
