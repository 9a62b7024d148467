import type { Page } from '@playwright/test';
import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  viewShot,
} from './buyer-helpers';
import { apiLoginAsAdmin, expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** Small things buyers met on a phone in the picker and the payment sheet (issue 42, point 7). */

async function fillBuyer(page: Page) {
  const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
  await buyer.getByLabel('Nombre completo').fill('Rosa Salas');
  await buyer.getByLabel('Email').fill('rosa.salas@rifas.test');
  await buyer.getByLabel('Teléfono').fill('0416-2223344');
  await buyer.getByLabel('Documento de identidad').fill('V-16222333');
  await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
  return page.getByRole('dialog', { name: 'Pago' });
}

test('the payment sheet names what is paid for, and its × asks before giving the numbers back', async ({
  page,
  request,
}) => {
  // A long walk through the sheet on a loaded machine: × twice, Back once.
  test.setTimeout(120_000);
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin, { packs: [{ quantity: 2, price: 8 }] });
  const method = await createPaymentMethod(request, admin, { name: 'Zelle hoja' });
  try {
    await page.goto(`/raffles/${raffle.id}`);
    for (const n of ['03', '04', '05']) await numberButton(page, n).click();
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    const payment = await fillBuyer(page);
    // Held: not free for anyone else while she pays.
    const held = await request.get(`/api/raffles/${raffle.id}/numbers`);
    expect(((await held.json()) as { reserved: number[] }).reserved).toEqual([3, 4, 5]);
    await expect(payment.getByText('Tus números')).toBeVisible();
    await expect(payment.getByText('03, 04, 05')).toBeVisible();
    await expect(payment.getByText(/Paquete 2 por \$8(\.00)? \+ 1 número/)).toBeVisible();
    await viewShot(page, 'payment-sheet-order');

    // The payment sheet's own history entry (lib/use-back-closes.ts), to wait for it below.
    const sheetEntry = await page.evaluate(
      () => (window.history.state as { sheet?: string }).sheet,
    );
    await payment.getByRole('button', { name: 'Cerrar' }).click();
    const leave = page.getByRole('dialog', { name: '¿Salir sin pagar?' });
    await expect(leave).toBeVisible();
    await expect(leave).toContainText('Los números 03, 04, 05 dejarán de estar apartados para ti');
    await viewShot(page, 'payment-sheet-leave');
    await leave.getByRole('button', { name: 'Seguir pagando' }).click();
    await expect(leave).toBeHidden();
    await expect(payment).toBeVisible();

    // The phone's Back gesture asks the same question (issue 42): the sheet stays, holding.
    // Once the question's own entry is given back, as a person's next gesture would find it.
    await page.waitForFunction(
      (entry) => (window.history.state as { sheet?: string } | null)?.sheet === entry,
      sheetEntry,
    );
    await page.evaluate(() => window.history.back());
    await expect(leave).toBeVisible();
    await expect(payment).toBeVisible();
    await leave.getByRole('button', { name: 'Seguir pagando' }).click();
    await expect(leave).toBeHidden();
    await expect(payment).toBeVisible();
    expect(page.url()).toContain(`/raffles/${raffle.id}`);

    await payment.getByRole('button', { name: 'Cerrar' }).click();
    await page
      .getByRole('dialog', { name: '¿Salir sin pagar?' })
      .getByRole('button', { name: 'Salir y liberar' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Given back: the numbers are free for anyone again.
    await expect
      .poll(async () => {
        const res = await request.get(`/api/raffles/${raffle.id}/numbers`);
        return ((await res.json()) as { reserved: number[] }).reserved;
      })
      .toEqual([]);
  } finally {
    await deletePaymentMethod(request, admin, method);
  }
});

test('150 at random over a 100 limit picks 100 and says so as a note, in the grid’s words', async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  await page.goto(`/raffles/${raffle.id}`);
  await expect(page.getByText('Máximo 100 números por persona')).toBeVisible();
  const random = page.getByRole('group', { name: 'Selección al azar' });
  await random.getByLabel('Otra cantidad').fill('150');
  await random.getByRole('button', { name: 'Elegir al azar' }).click();
  const note = page
    .getByRole('status')
    .filter({ hasText: /como máximo 100 números por persona: se eligieron 100 al azar/ });
  await expect(note).toBeVisible();
  await expect(random.getByLabel('Otra cantidad')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/por compra/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Resumen de compra' })).toContainText('100');
  await note.scrollIntoViewIfNeeded();
  await viewShot(page, 'random-pick-capped');
});

test('a 1,000-number board is crossed by range on a phone', async ({ page, request }) => {
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin, { start_number: 0, end_number: 999 });
  await page.goto(`/raffles/${raffle.id}`);
  const jump = page.getByLabel('Ir a los números');
  await expect(jump).toHaveValue('0');
  await expect(jump.locator('option')).toHaveCount(10);
  await jump.selectOption({ label: '500–599' });
  await expect(numberButton(page, '500')).toBeVisible();
  await expect(page.getByText('Mostrando 501 a 520 de 1.000 números')).toBeVisible();
  await numberButton(page, '507').click();
  await expect(numberButton(page, '507')).toHaveAttribute('aria-pressed', 'true');
  await jump.selectOption({ label: '900–999' });
  await expect(numberButton(page, '900')).toBeVisible();
  await jump.scrollIntoViewIfNeeded();
  await viewShot(page, 'range-jump');
});
