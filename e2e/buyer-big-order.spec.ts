import { createPaymentMethod, createRaffle, deletePaymentMethod, viewShot } from './buyer-helpers';
import { apiLoginAsAdmin, expect, test } from './fixtures';

// ADR 040: a big buyer of a 1,000-number raffle takes 100 numbers in one order.
test.use({ viewport: { width: 390, height: 844 } });

test("a 100-number order on a 1,000-number raffle goes through on a phone; 'Mis números' finds it by 18456789", async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin, {
    start_number: 0,
    end_number: 999,
    price_per_number: 1,
  });
  const method = await createPaymentMethod(request, admin, { name: 'Zelle pedido grande' });
  try {
    await page.goto(`/raffles/${raffle.id}`);
    const randomPick = page.getByRole('group', { name: 'Selección al azar' });
    await randomPick.getByRole('button', { name: '100', exact: true }).click();
    await randomPick.getByRole('button', { name: 'Elegir al azar' }).click();
    await expect(page.getByText('$100.00', { exact: true })).toBeVisible();
    await viewShot(page, 'big-order-picked');
    await page.getByRole('button', { name: 'Proceder al pago' }).click();

    const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
    await buyer.getByLabel('Nombre completo').fill('Comprador Grande');
    await buyer.getByLabel('Email').fill('grande@rifas.test');
    await buyer.getByLabel('Teléfono').fill('0414-7654321');
    await buyer.getByLabel('Documento de identidad').fill('V-18456789');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await payment.getByRole('radio', { name: /Zelle pedido grande/ }).check();
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const success = page.getByRole('dialog', { name: '¡Compra registrada!' });
    await expect(
      success.getByText('Compra registrada. Tu pago está pendiente de verificación.'),
    ).toBeVisible();

    const numbers = await request.get(`/api/raffles/${raffle.id}/numbers`);
    const { sold, reserved } = (await numbers.json()) as { sold: number[]; reserved: number[] };
    expect(sold.length + reserved.length).toBe(100);

    // 'Mis números' finds it by the cédula without its letter, as the admin search does.
    await page.goto('/mis-numeros');
    await page.getByLabel('Cédula', { exact: true }).fill('18456789');
    await page.getByLabel('Email o teléfono').fill('grande@rifas.test');
    await page.getByRole('button', { name: 'Buscar mis números' }).click();
    const card = page
      .getByRole('list', { name: 'Tus compras' })
      .getByRole('listitem')
      .filter({ hasText: raffle.title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('$100.00')).toBeVisible();
    await viewShot(page, 'my-numbers-without-letter');
  } finally {
    await deletePaymentMethod(request, admin, method);
  }
});
