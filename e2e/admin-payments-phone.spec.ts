import type { APIRequestContext, Page } from '@playwright/test';
import {
  paymentEntry,
  paymentStatus,
  publicNumbers,
  purchaseWithReceipt,
  transferMethod,
  uniqueBuyer,
} from './admin-ops-helpers';
import { createRaffle, viewShot } from './buyer-helpers';
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

/** Eight random digits (not starting with 0) and the same cédula written 'V-12.345.678'. */
function dottedCedula() {
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return { digits, written: `V-${digits.replace(/\B(?=(\d{3})+$)/g, '.')}` };
}

/**
 * A raffle with three pending payments of the given numbers and a fourth (number 9)
 * left out; the admin opens its pending payments, where the bulk buttons start
 * disabled, and ticks the three.
 */
async function chooseThree(
  page: Page,
  request: APIRequestContext,
  { title, numbers }: { title: string; numbers: [number[], number[], number[]] },
) {
  const admin = await apiLoginAsAdmin(request);
  const tag = Math.random().toString(36).slice(2, 6);
  const raffle = await createRaffle(request, admin, { title: `${title} ${tag}` });
  const method = await transferMethod(request, admin);
  const buyers = numbers.map(() => uniqueBuyer('Lote'));
  const chosen = [];
  for (const [index, bought] of numbers.entries()) {
    chosen.push(await purchaseWithReceipt(request, raffle.id, method.id, bought, buyers[index]!));
  }
  const leftOut = uniqueBuyer('Aparte');
  const left = await purchaseWithReceipt(request, raffle.id, method.id, [9], leftOut);

  await loginAs(page, admin);
  await page.goto(`/admin/payments?status=pending&raffle=${raffle.id}`);
  await expect(paymentEntry(page, leftOut)).toHaveCount(1);
  for (const name of [/^Validar seleccionados/, /^Rechazar seleccionados/]) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
  }
  for (const [index, payment] of chosen.entries()) {
    await paymentEntry(page, buyers[index]!)
      .getByRole('checkbox', { name: `Seleccionar el pago #${payment.id}` })
      .check();
  }
  return { admin, raffle, buyers, chosen, leftOut, left };
}

for (const [width, height] of SIZES) {
  test(`an admin finds a payment by the buyer's cédula, digits only, kept in the address (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const admin = await apiLoginAsAdmin(request);
    const tag = Math.random().toString(36).slice(2, 6);
    const raffle = await createRaffle(request, admin, { title: `Rifa búsqueda ${width} ${tag}` });
    const method = await transferMethod(request, admin);
    const cedula = dottedCedula();
    const wanted = { ...uniqueBuyer('Cédula'), customer_id: cedula.written };
    const other = uniqueBuyer('Vecino');
    await purchaseWithReceipt(request, raffle.id, method.id, [3], wanted);
    await purchaseWithReceipt(request, raffle.id, method.id, [4], other);

    await loginAs(page, admin);
    await page.goto('/admin/payments');
    await expect(paymentEntry(page, other)).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(cedula.digits);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${cedula.digits}(&|$)`));
    await expect(paymentEntry(page, wanted)).toHaveCount(1);
    await expect(paymentEntry(page, wanted)).toContainText(raffle.title);
    await expect(paymentEntry(page, other)).toHaveCount(0);
    await expect(page.getByText(/^Mostrando 1 a 1 de 1 resultados$/)).toBeVisible();
    if (width === 390) await shot(page, 'admin-payments-search');

    // The address keeps the search: a reload shows the same single payment.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(cedula.digits);
    await expect(paymentEntry(page, wanted)).toHaveCount(1);
    await expect(paymentEntry(page, other)).toHaveCount(0);
  });

  test(`an admin validates three chosen payments at once, the fourth left pending (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const { admin, raffle, chosen, leftOut, left, buyers } = await chooseThree(page, request, {
      title: `Rifa en lote ${width}`,
      numbers: [[1], [2, 3], [4]],
    });
    const validateChosen = page.getByRole('button', { name: /^Validar seleccionados/ });
    await expect(page.getByText('3 seleccionados · $20.00')).toBeVisible();
    await expectAccessible(page);
    if (width === 390) await shot(page, 'admin-payments-selected');

    await page.getByRole('button', { name: 'Validar seleccionados (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Validar los pagos seleccionados' });
    await expect(dialog).toContainText('3 pagos se validarán por un total de $20.00');
    const listed = dialog.getByRole('list', { name: 'Pagos a validar' }).getByRole('listitem');
    await expect(listed).toHaveCount(3);
    await expect(listed.filter({ hasText: leftOut.customer_name })).toHaveCount(0);
    if (width === 390) await viewShot(page, 'admin-payments-bulk-confirm');
    // Nothing happened before the confirmation.
    expect((await paymentStatus(request, admin, chosen[0]!.id)).status).toBe('pending');

    await dialog.getByRole('button', { name: 'Confirmar validación' }).click();
    await expect(page.getByText('Listo: 3 pagos procesados', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const payment of chosen) {
      expect((await paymentStatus(request, admin, payment.id)).status).toBe('completed');
    }
    expect((await paymentStatus(request, admin, left.id)).status).toBe('pending');
    const numbers = await publicNumbers(request, raffle.id);
    expect([...numbers.sold].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(numbers.reserved).toEqual([9]);
    // The list was filtered to pending: only the one left out stays, and nothing is chosen.
    await expect(paymentEntry(page, buyers[0]!)).toHaveCount(0);
    await expect(paymentEntry(page, leftOut)).toHaveCount(1);
    await expect(page.getByText('0 seleccionados')).toBeVisible();
    await expect(validateChosen).toBeDisabled();
  });

  test(`an admin rejects chosen payments with one reason; one validated meanwhile is named as failed (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const { admin, raffle, chosen, left, buyers } = await chooseThree(page, request, {
      title: `Rifa rechazo ${width}`,
      numbers: [[5], [6, 7], [8]],
    });
    await page.getByRole('button', { name: 'Rechazar seleccionados (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar los pagos seleccionados' });
    await expect(dialog).toContainText('3 pagos se rechazarán por un total de $20.00');
    const listed = dialog.getByRole('list', { name: 'Pagos a rechazar' }).getByRole('listitem');
    await expect(listed).toHaveCount(3);
    const reason = dialog.getByLabel(/Motivo del rechazo/);
    await expect(reason).toBeFocused();
    // A blank reason is refused, as for a single rejection.
    await dialog.getByRole('button', { name: 'Confirmar rechazo' }).click();
    await expect(dialog.getByText('El motivo es requerido')).toBeVisible();
    await reason.fill('La referencia no aparece en el banco');
    await snap(page, {
      path: `e2e/artifacts/admin-payments-bulk-reject-${width}.png`,
      animations: 'disabled',
    });
    await expectAccessible(page);

    // Another admin validates the first one meanwhile: it can no longer be rejected.
    const validated = await request.post(`/api/payments/${chosen[0]!.id}/validate`, {
      headers: authHeaders(admin),
    });
    expect(validated.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Confirmar rechazo' }).click();
    await expect(
      page.getByText('Listo: 2 pagos procesados; 1 no se pudo procesar', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const failures = page.getByRole('list', { name: 'Pagos que no se pudieron procesar' });
    await expect(failures.getByRole('listitem')).toHaveText([
      `Pago #${chosen[0]!.id} (${buyers[0]!.customer_name}): Solo se pueden rechazar pagos pendientes (este pago está completado)`,
    ]);
    await snap(page, {
      path: `e2e/artifacts/admin-payments-bulk-rejected-${width}.png`,
      animations: 'disabled',
    });

    for (const payment of chosen.slice(1)) {
      const rejected = await paymentStatus(request, admin, payment.id);
      expect(rejected).toMatchObject({
        status: 'failed',
        rejection_reason: 'La referencia no aparece en el banco',
      });
    }
    expect((await paymentStatus(request, admin, chosen[0]!.id)).status).toBe('completed');
    expect((await paymentStatus(request, admin, left.id)).status).toBe('pending');
    // The rejected payments' numbers are free again; the others are untouched.
    const numbers = await publicNumbers(request, raffle.id);
    expect(numbers.sold).toEqual([5]);
    expect(numbers.reserved).toEqual([9]);
  });
}
