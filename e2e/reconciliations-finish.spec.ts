import type { APIRequestContext, Page } from '@playwright/test';
import { bolivarMethod, purchaseWithReceipt, uniqueBuyer } from './admin-ops-helpers';
import { createRaffle, startPriceServer } from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  expectAccessible,
  loginAs,
  test,
  type LoginResult,
  snap,
} from './fixtures';

/** Issue 41, point 2: 'Conciliar' finished, each point at 390 and 1280 px. */
const SIZES = [
  [390, 844],
  [1280, 800],
] as const;

const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
const bankDay = today.split('-').reverse().join('/');
/** '1.234,50', as the screen and the bank print bolívares. */
const bs = (amount: number) => {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};
const reference = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));
const NOT_A_STATEMENT =
  'Ese archivo es un PDF o una imagen: descarga el estado de cuenta en Excel, CSV o texto desde tu banca en línea';

/** Pending purchases of one number each, with their reference and amount due in Bs. */
async function pendingPayments(
  request: APIRequestContext,
  admin: LoginResult,
  names: string[],
  priceUrl: string,
) {
  const { codigo, method } = await bolivarMethod(request, admin, priceUrl);
  const raffle = await createRaffle(request, admin);
  const made = [];
  for (const [index, name] of names.entries()) {
    const buyer = uniqueBuyer(name);
    const ref = reference();
    const purchase = await purchaseWithReceipt(request, raffle.id, method.id, [index + 1], buyer, {
      reference_number: ref,
      payment_date: today,
    });
    const detail = await request.get(`/api/payments/${purchase.id}`, {
      headers: authHeaders(admin),
    });
    const body = (await detail.json()) as { precio_moneda: Record<string, { total: number }> };
    made.push({ id: purchase.id, buyer, ref, due: body.precio_moneda[codigo]!.total });
  }
  return made;
}

async function openConciliar(page: Page, admin: LoginResult, width: number) {
  await loginAs(page, admin);
  await page.goto('/admin');
  if (width < 1024)
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  await page.getByRole('link', { name: 'Conciliar' }).click();
  await expect(page.getByRole('heading', { name: 'Conciliar', level: 1 })).toBeVisible();
}

async function uploadStatement(page: Page, name: string, text: string | Buffer) {
  await page.getByLabel('Estado de cuenta').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: typeof text === 'string' ? Buffer.from(`\uFEFF${text}`) : text,
  });
  // The styled picker shows the chosen file's name.
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Subir y comparar' }).click();
}

const artifact = (name: string, width: number) => `e2e/artifacts/${name}-${width}.png`;

for (const [width, height] of SIZES) {
  test(`'Conciliar' at ${width} px: confirm, marks, 'Monto distinto' actions, 'Validado con otro monto'`, async ({
    page,
    request,
  }) => {
    // Several purchases, uploads and reviews on a machine other tests share.
    test.slow();
    await page.setViewportSize({ width, height });
    const admin = await apiLoginAsAdmin(request);
    const source = await startPriceServer(36.5);
    try {
      const [a, b, short, byHand] = await pendingPayments(
        request,
        admin,
        ['Conforme', 'Cabal', 'Corta', 'Manual'],
        source.url,
      );
      // Validated by hand at its full amount; the bank shows its reference for less.
      const validated = await request.post(`/api/payments/${byHand!.id}/validate`, {
        headers: authHeaders(admin),
      });
      expect(validated.status(), await validated.text()).toBe(200);
      const statement = [
        'Fecha;Referencia;Descripción;Débito;Crédito;Saldo',
        `${bankDay};0000${a!.ref};PAGO MOVIL;0,00;${bs(a!.due)};1.000,00`,
        `${bankDay};0000${b!.ref};PAGO MOVIL;0,00;${bs(b!.due)};2.000,00`,
        `${bankDay};0000${short!.ref};PAGO MOVIL;0,00;${bs(short!.due - 10)};3.000,00`,
        `${bankDay};0000${byHand!.ref};PAGO MOVIL;0,00;${bs(byHand!.due - 20)};4.000,00`,
      ].join('\r\n');

      await openConciliar(page, admin, width);
      await snap(page, { path: artifact('conciliar-picker', width) });
      await uploadStatement(page, 'estado-semana.csv', statement);

      const group = (name: string) => page.getByRole('region', { name });
      await expect(group('Coincide')).toContainText(a!.buyer.customer_name);
      const mismatch = group('Monto distinto').getByRole('listitem').filter({
        hasText: short!.buyer.customer_name,
      });
      await expect(
        mismatch.getByRole('button', { name: 'Rechazar (Monto incompleto)' }),
      ).toBeVisible();
      await expect(mismatch.getByRole('link', { name: `Ver pago #${short!.id}` })).toHaveAttribute(
        'href',
        `/admin/payments?payment=${short!.id}`,
      );
      const chat = mismatch.getByRole('link', { name: 'Avisar por WhatsApp' });
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/584141234567\?text=/);
      expect(decodeURIComponent((await chat.getAttribute('href'))!)).toContain(
        `el banco muestra Bs ${bs(short!.due - 10)} y el monto a pagar es Bs ${bs(short!.due)}`,
      );
      const other = group('Validado con otro monto');
      await expect(other).toContainText(byHand!.buyer.customer_name);
      await expect(other).toContainText(`A pagar: Bs ${bs(byHand!.due)}`);
      await expect(other).toContainText(`Bs ${bs(byHand!.due - 20)}`);
      await expectAccessible(page);
      await snap(page, { path: artifact('conciliar-six-groups', width), fullPage: true });

      // Asks first, as 'Validar seleccionados' does; cancelling validates nothing.
      await page.getByRole('button', { name: 'Validar las 2 coincidencias' }).click();
      let dialog = page.getByRole('dialog', { name: 'Validar las coincidencias' });
      await expect(dialog).toContainText('2 pagos se validarán por un total de');
      await expect(dialog.getByRole('list', { name: 'Pagos a validar' })).toContainText(
        b!.buyer.customer_name,
      );
      await snap(page, { path: artifact('conciliar-confirm', width) });
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(group('Coincide')).not.toContainText('✓ Validado');
      await page.getByRole('button', { name: 'Validar las 2 coincidencias' }).click();
      dialog = page.getByRole('dialog', { name: 'Validar las coincidencias' });
      await dialog.getByRole('button', { name: 'Confirmar validación' }).click();
      await expect(page.getByText('Listo: 2 pagos validados')).toBeVisible();
      // Marked in place and out of the counts; nothing left to validate.
      await expect(group('Coincide').getByText('✓ Validado')).toHaveCount(2);
      await expect(group('Coincide').getByText('0', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Validar las/ })).toHaveCount(0);

      await mismatch.getByRole('button', { name: 'Rechazar (Monto incompleto)' }).click();
      dialog = page.getByRole('dialog', { name: `Rechazar el pago #${short!.id}` });
      await expect(dialog).toContainText(
        `Monto incompleto: el banco muestra Bs ${bs(short!.due - 10)} de Bs ${bs(short!.due)}`,
      );
      await dialog.getByRole('button', { name: 'Rechazar pago' }).click();
      await expect(mismatch.getByText('Rechazado')).toBeVisible();
      await expect(group('Monto distinto').getByText('0', { exact: true })).toBeVisible();
      await expectAccessible(page);
      await snap(page, { path: artifact('conciliar-settled', width), fullPage: true });

      const detail = await request.get(`/api/payments/${short!.id}`, {
        headers: authHeaders(admin),
      });
      expect(await detail.json()).toMatchObject({ status: 'failed' });
      await mismatch.getByRole('link', { name: `Ver pago #${short!.id}` }).click();
      await expect(
        page.getByRole('dialog', { name: new RegExp(`^Pago #${short!.id}`) }),
      ).toBeVisible();
    } finally {
      await source.close();
    }
  });

  test(`'Conciliar' at ${width} px: a PDF refused; the mapper guesses and shows 5 rows; the saved map reads the next file`, async ({
    page,
    request,
  }) => {
    // Several purchases, uploads and reviews on a machine other tests share.
    test.slow();
    await page.setViewportSize({ width, height });
    const admin = await apiLoginAsAdmin(request);
    const source = await startPriceServer(36.5);
    try {
      const [paid] = await pendingPayments(request, admin, ['Mapeada'], source.url);
      await openConciliar(page, admin, width);

      await uploadStatement(page, 'estado.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'));
      await expect(page.getByRole('alert')).toContainText(NOT_A_STATEMENT);
      await expect(page.getByRole('heading', { name: 'Columnas del archivo' })).toHaveCount(0);
      await snap(page, { path: artifact('conciliar-pdf', width) });

      // A column no other run has makes this header this run's own (saved maps persist).
      const detail = `Detalle ${Math.random().toString(36).slice(2, 8)}`;
      const rows = [
        `${bankDay};${bankDay};0000${paid!.ref};PAGO MOVIL;0,00;${bs(paid!.due)};1.000,00`,
        ...[1, 2, 3, 4, 5].map(
          (n) => `${bankDay};${bankDay};${reference()};OTRO ${n};0,00;${n},00;1.00${n},00`,
        ),
      ];
      const csv = [
        'Banco Ejemplo',
        `F. Operación;Fecha valor;Nro. Ref.;${detail};Cargos;Abonos;Saldo`,
        ...rows,
      ].join('\r\n');
      await uploadStatement(page, 'banco-ejemplo.csv', csv);
      await expect(page.getByRole('heading', { name: 'Columnas del archivo' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Fecha', exact: true })).toHaveValue(
        'F. Operación',
      );
      await expect(page.getByRole('combobox', { name: 'Referencia', exact: true })).toHaveValue(
        'Nro. Ref.',
      );
      await expect(page.getByRole('combobox', { name: 'Crédito', exact: true })).toHaveValue(
        'Abonos',
      );
      await expect(page.getByRole('combobox', { name: 'Débito', exact: true })).toHaveValue(
        'Cargos',
      );
      const preview = page.getByRole('table', { name: 'Primeras filas del archivo' });
      await expect(preview.getByRole('row')).toHaveCount(6);
      await expect(preview).toContainText(`0000${paid!.ref}`);
      await expect(preview).not.toContainText('OTRO 5');
      await expectAccessible(page);
      await snap(page, { path: artifact('conciliar-mapper', width), fullPage: true });

      await page.getByRole('combobox', { name: 'Descripción', exact: true }).selectOption(detail);
      const name = `Banco Ejemplo ${detail}`;
      await page.getByLabel('Guardar este mapa como (opcional)').fill(name);
      await page.getByRole('button', { name: 'Subir y comparar' }).last().click();
      await expect(page.getByRole('region', { name: 'Coincide' })).toContainText(
        paid!.buyer.customer_name,
      );

      // The same bank's next file: read by the saved map, no mapper.
      await uploadStatement(page, 'banco-ejemplo-2.csv', csv);
      await expect(page.getByText(`Leído con el mapa guardado «${name}»`)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Columnas del archivo' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Coincide' })).toContainText(
        paid!.buyer.customer_name,
      );
      await snap(page, { path: artifact('conciliar-saved-map', width), fullPage: true });
    } finally {
      await source.close();
    }
  });
}
