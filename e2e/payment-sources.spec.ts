import type { APIRequestContext } from '@playwright/test';
import { dkimKey, publishKey, signMessage } from '../apps/api/src/test/dkim';
import { startDnsServer, type DnsServer } from '../apps/api/src/test/dns-server';
import { startDovecot, type Dovecot } from '../apps/api/src/test/dovecot';
import { purchaseWithReceipt, uniqueBuyer } from './admin-ops-helpers';
import { createPaymentMethod, createRaffle, startPriceServer } from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  expectAccessible,
  loginAs,
  shot,
  test,
  type LoginResult,
  snap,
} from './fixtures';

// A loopback port nobody listens on: the mailbox is down (scripts/e2e-server.mjs allows it
// with ALLOW_PRIVATE_IMAP_HOSTS).
const DOWN_PORT = Number(process.env.E2E_PORT ?? 3100) + 21000;
const PASSWORD = 'clave-de-aplicacion-e2e-4821';

test("'Fuentes automáticas' from 'Conciliar' on a phone: a mailbox that is down says so", async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, admin);
  await page.goto('/admin/conciliar');
  await page.getByRole('link', { name: /^Fuentes automáticas:/ }).click();
  await expect(page.getByRole('heading', { name: 'Fuentes automáticas', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo buzón' }).click();
  await page.getByLabel('Servidor IMAP').fill('127.0.0.1');
  await page.getByLabel('Puerto').fill(String(DOWN_PORT));
  await page.getByLabel('Conexión segura (TLS)').uncheck();
  await page.getByLabel('Usuario').fill('cobros@rifas.test');
  await page.getByLabel('Contraseña de aplicación').fill(PASSWORD);
  await page.getByLabel('Banesco').check();
  await page.getByLabel('Validar solas las coincidencias exactas').check();
  await page.getByRole('button', { name: 'Guardar el buzón' }).click();
  const source = page.getByTestId('payment-source').filter({ hasText: `127.0.0.1:${DOWN_PORT}` });
  await expect(source).toBeVisible();
  await source.getByRole('button', { name: 'Probar conexión' }).click();
  await expect(
    source.getByText('No se pudo conectar: el servidor rechazó la conexión'),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText(PASSWORD);
  await shot(page, 'payment-sources-down');

  const listed = await request.get('/api/payment-sources', { headers: authHeaders(admin) });
  expect(await listed.text()).not.toContain(PASSWORD);
  for (const { id } of (await listed.json()).sources as { id: number }[]) {
    await request.delete(`/api/payment-sources/${id}`, { headers: authHeaders(admin) });
  }
});

/** Issue 41: a movement waiting under 'Coincide' (auto-validate off) is validated from its list. */
test.describe.serial("'Fuentes automáticas': 'Validar' on a movement under 'Coincide'", () => {
  let dovecot: Dovecot;
  let dns: DnsServer;
  let prices: Awaited<ReturnType<typeof startPriceServer>>;
  const bankKey = dkimKey('e2e2026');
  // Today where the shop is (America/Caracas): the notice's day and the payment's.
  const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);

  test.beforeAll(async () => {
    dns = await startDnsServer(Number(process.env.E2E_PORT ?? 3100) + 22000);
    publishKey(dns, 'banesco.com', bankKey);
    dovecot = await startDovecot();
    prices = await startPriceServer(36.5);
  });
  test.afterAll(async () => {
    await prices?.close();
    await dovecot?.stop();
    await dns?.close();
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`at ${width} px: confirmed as in 'Conciliar', then '✓ Validado'`, async ({
      page,
      request,
    }) => {
      // A purchase, a mailbox read and a validation on a shared machine.
      test.slow();
      const admin = await apiLoginAsAdmin(request);
      const method = await vesMethod(request, admin, prices.url);
      const raffle = await createRaffle(request, admin);
      const buyer = uniqueBuyer('Movil');
      const ref = String(100_000_000_000 + Math.floor(Math.random() * 800_000_000_000));
      const purchase = await purchaseWithReceipt(request, raffle.id, method.id, [1], buyer, {
        reference_number: ref,
        payment_date: today,
      });
      const detail = await request.get(`/api/payments/${purchase.id}`, {
        headers: authHeaders(admin),
      });
      const due = ((await detail.json()) as { precio_moneda: Record<string, { total: number }> })
        .precio_moneda.VES!.total;
      const folder = `Coincide${width}`;
      await dovecot.append(
        await signMessage(banescoNotice(ref, due, today), 'banesco.com', bankKey),
        folder,
      );
      const created = await request.post('/api/payment-sources', {
        headers: authHeaders(admin),
        data: {
          kind: 'imap',
          host: dovecot.host,
          port: dovecot.port,
          tls: false,
          user: dovecot.user,
          password: dovecot.password,
          folder,
          formats: [{ format: 'banesco', domains: ['banesco.com'] }],
          auto_validate: false,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const source = (await created.json()) as { id: number };
      try {
        await page.setViewportSize({ width, height });
        await loginAs(page, admin);
        await page.goto('/admin/conciliar/fuentes');
        const movement = page.getByTestId('movement').filter({ hasText: ref });
        // The reader takes the new mailbox on its next pass (every 5 s here: scripts/e2e-server.mjs).
        await expect(async () => {
          await page.reload();
          await expect(movement).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 40_000, intervals: [2_000] });
        await expect(movement.getByText('Coincide', { exact: true })).toBeVisible();
        await shot(page, `payment-sources-waiting-${width}`);
        await snap(page, { path: `e2e/artifacts/movement-waiting-${width}.png` });

        // The confirmation 'Conciliar' asks; cancelling validates nothing.
        await movement.getByRole('button', { name: 'Validar' }).click();
        let dialog = page.getByRole('dialog', { name: 'Validar las coincidencias' });
        await expect(dialog).toContainText(buyer.customer_name);
        await snap(page, { path: `e2e/artifacts/movement-confirm-${width}.png` });
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        await expect(dialog).toBeHidden();
        expect(await paymentStatus(request, admin, purchase.id)).toBe('pending');

        await movement.getByRole('button', { name: 'Validar' }).click();
        dialog = page.getByRole('dialog', { name: 'Validar las coincidencias' });
        await dialog.getByRole('button', { name: 'Confirmar validación' }).click();
        await expect(movement.getByText('✓ Validado')).toBeVisible();
        await expect(movement.getByRole('button', { name: 'Validar' })).toHaveCount(0);
        expect(await paymentStatus(request, admin, purchase.id)).toBe('completed');
        await expectAccessible(page);
        await snap(page, { path: `e2e/artifacts/movement-validated-${width}.png` });
      } finally {
        await request.delete(`/api/payment-sources/${source.id}`, { headers: authHeaders(admin) });
      }
    });
  }
});

async function paymentStatus(request: APIRequestContext, admin: LoginResult, id: number) {
  const res = await request.get(`/api/payments/${id}`, { headers: authHeaders(admin) });
  return ((await res.json()) as { status: string }).status;
}

/** Banesco's Pago Móvil notice (apps/api/src/modules/payment-sources/fixtures/banesco.eml). */
function banescoNotice(ref: string, due: number, day: string) {
  const [whole, cents] = due.toFixed(2).split('.');
  const amount = `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
  const bankDay = day.split('-').reverse().join('-');
  return [
    'From: Banesco <notificacion@banesco.com>',
    'To: cobros@rifas.test',
    'Subject: =?utf-8?Q?Notificaci=C3=B3n_Banesco?=',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <e2e-${ref}@banesco.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    'Banesco le informa:',
    `Recibió un Pago Móvil del 0414-1234567 por Bs. ${amount} el ${bankDay} 10:12 Ref ${ref}`,
    'Si no reconoce esta operación comuníquese con nosotros.',
    '',
  ].join('\r\n');
}

/** The bolívar ('VES': what a Venezuelan bank's notice is in) and a Pago Móvil paid in it. */
async function vesMethod(request: APIRequestContext, admin: LoginResult, priceUrl: string) {
  const headers = authHeaders(admin);
  const monedas = async () =>
    (await (await request.get('/api/monedas/all', { headers })).json()) as {
      id: number;
      codigo: string;
    }[];
  if (!(await monedas()).some((moneda) => moneda.codigo === 'VES')) {
    const created = await request.post('/api/monedas', {
      headers,
      data: { nombre: 'Bolívar', codigo: 'VES', simbolo: 'Bs', url_precio: priceUrl, status: 'si' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await expect
    .poll(async () => {
      const rates = (await (await request.get('/api/monedas/rates')).json()) as {
        codigo: string;
        precio: number | null;
      }[];
      return rates.find((r) => r.codigo === 'VES')?.precio ?? null;
    })
    .not.toBeNull();
  const ves = (await monedas()).find((moneda) => moneda.codigo === 'VES')!;
  return createPaymentMethod(request, admin, { requires_reference: true, moneda_id: ves.id });
}
