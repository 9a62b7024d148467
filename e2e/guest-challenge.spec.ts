import type { Request } from '@playwright/test';
import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
} from './buyer-helpers';
import { apiLoginAsAdmin, expect, test, uniqueEmail } from './fixtures';

const PHONE = { width: 390, height: 844 };

test('a guest buys on a phone with the challenge on, never waiting for it', async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  const method = await createPaymentMethod(request, admin);

  const sent: { path: string; altcha: string | undefined }[] = [];
  page.on('request', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === 'POST' && /\/(reserve|purchase)$/.test(path)) {
      sent.push({ path, altcha: req.headers()['x-altcha'] });
    }
  });

  await page.setViewportSize(PHONE);
  await page.goto(`/raffles/${raffle.id}`);
  // No wait for the proof of work: pick and go on at once, as a buyer would.
  await numberButton(page, '12').click();
  await page.getByRole('button', { name: 'Proceder al pago' }).click();

  const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
  await buyer.getByLabel('Nombre completo').fill('Luis Pérez');
  await buyer.getByLabel('Email').fill(uniqueEmail('luis'));
  await buyer.getByLabel('Teléfono').fill('0412-7654321');
  await buyer.getByLabel('Documento de identidad').fill('V-20111222');
  await buyer.getByRole('button', { name: 'Continuar al pago' }).click();

  const payment = page.getByRole('dialog', { name: 'Pago' });
  await payment.getByRole('radio', { name: method.name }).check();
  await payment.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(
    page.getByRole('dialog', { name: '¡Compra registrada!' }).getByText('12'),
  ).toBeVisible();

  // Each request carried its own solved challenge (the server accepts each once).
  expect(sent.map((s) => s.path)).toEqual([
    `/api/raffles/${raffle.id}/reserve`,
    `/api/raffles/${raffle.id}/purchase`,
  ]);
  expect(sent.every((s) => typeof s.altcha === 'string' && s.altcha.length > 100)).toBe(true);
  expect(sent[0]!.altcha).not.toBe(sent[1]!.altcha);
  await deletePaymentMethod(request, admin, method);
});

test('a refused solution (expired while the page sat open) is solved again, not shown', async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  const method = await createPaymentMethod(request, admin);
  const holds: (string | undefined)[] = [];
  let spoiled = false;
  // The first hold goes out with a solution the server cannot accept, as one kept
  // past GUEST_CHALLENGE_SECONDS would be; what comes after is the SPA's own.
  await page.route(`**/api/raffles/${raffle.id}/reserve`, async (route) => {
    const headers = route.request().headers();
    if (!spoiled) {
      spoiled = true;
      headers['x-altcha'] = Buffer.from('{"vencida":true}').toString('base64');
    }
    holds.push(headers['x-altcha']);
    await route.continue({ headers });
  });

  await page.setViewportSize(PHONE);
  await page.goto(`/raffles/${raffle.id}`);
  await numberButton(page, '14').click();
  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  await expect(page.getByRole('dialog', { name: 'Datos del comprador' })).toBeVisible();
  await expect(page.getByText('La verificación de seguridad no es válida')).toHaveCount(0);
  expect(holds).toHaveLength(2);
  expect(holds[1]!.length).toBeGreaterThan(100);
  await deletePaymentMethod(request, admin, method);
});
