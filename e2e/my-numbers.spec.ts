import { SPLASH_SEEN_KEY } from '../apps/web/src/lib/storage-keys';
import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
} from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  expectAccessible,
  shot,
  test,
  uniqueEmail,
  waitForMail,
} from './fixtures';

const PHONE = { width: 390, height: 844 };

test.describe('buyer: mis números and the ticket', () => {
  test('a guest buys, finds the purchase by cédula + phone written differently, and watches the ticket turn Verificado', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin, { price_per_number: 5 });
    const method = await createPaymentMethod(request, admin);
    await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    await page.setViewportSize(PHONE);

    // A guest buys 07 with her cédula and phone written one way…
    await page.goto(`/raffles/${raffle.id}`);
    await numberButton(page, '07').click();
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
    const email = uniqueEmail('ticket');
    await buyer.getByLabel('Nombre completo').fill('María José González');
    await buyer.getByLabel('Email').fill(email);
    await buyer.getByLabel('Teléfono').fill('0414-765.43.21');
    await buyer.getByLabel('Documento de identidad').fill('V-23.456.789');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await payment.getByRole('radio', { name: method.name }).check();
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const success = page.getByRole('dialog', { name: '¡Compra registrada!' });
    await expect(
      success.getByText('Compra registrada. Tu pago está pendiente de verificación.'),
    ).toBeVisible();
    await success.getByRole('button', { name: 'Entendido' }).click();

    // …opens Mis números from the phone menu…
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Principal móvil' })
      .getByRole('link', { name: 'Mis números' })
      .click();
    await expect(page).toHaveURL(/\/mis-numeros$/);
    await page.getByRole('button', { name: 'Buscar mis números' }).click();
    await expect(page.getByText('Cédula es requerida')).toBeVisible();

    // …and finds it with both written another way.
    await page.getByLabel('Cédula', { exact: true }).fill('v23456789');
    await page.getByLabel('Email o teléfono').fill('+58 414 7654321');
    await page.getByRole('button', { name: 'Buscar mis números' }).click();
    const purchases = page.getByRole('list', { name: 'Tus compras' });
    const card = purchases.getByRole('listitem').filter({ hasText: raffle.title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('07', { exact: true })).toBeVisible();
    await expect(card.getByText('Pendiente de verificación')).toBeVisible();
    await expect(card.getByText('$5.00')).toBeVisible();
    await shot(page, 'my-numbers');
    await expectAccessible(page);

    // The e-mail carries the same ticket link the page offers.
    const mail = await waitForMail((m) => m.to.includes(email));
    const href = await card.getByRole('link', { name: 'Ver ticket' }).getAttribute('href');
    expect(href).toMatch(/^\/ticket\/[A-Za-z0-9_-]{22,}$/);
    expect(mail.text).toContain(`/ticket/${href!.split('/').pop()}`);

    await card.getByRole('link', { name: 'Ver ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: raffle.title })).toBeVisible();
    await expect(page.getByText('María G.')).toBeVisible();
    await expect(page.getByText('González')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Código QR de este ticket' })).toBeVisible();
    await expect(page.getByText('Pendiente de verificación')).toBeVisible();
    await shot(page, 'ticket-pending');
    await expectAccessible(page);

    // The admin verifies it; the open ticket follows without a reload.
    const list = await request.get(`/api/payments?raffle_id=${raffle.id}`, {
      headers: authHeaders(admin),
    });
    const { payments } = (await list.json()) as { payments: { id: number }[] };
    expect(payments).toHaveLength(1);
    const validated = await request.post(`/api/payments/${payments[0]!.id}/validate`, {
      headers: authHeaders(admin),
    });
    expect(validated.status()).toBe(200);
    await expect(page.getByText('Verificado', { exact: true })).toBeVisible({ timeout: 20_000 });
    await shot(page, 'ticket-verified');

    // An unknown code says so.
    await page.goto('/ticket/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText('Ticket no encontrado')).toBeVisible();
    await deletePaymentMethod(request, admin, method);
  });
});
