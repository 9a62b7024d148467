import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { paymentEntry, transferMethod, uniqueBuyer, type Buyer } from './admin-ops-helpers';
import { createRaffle, receiptPng, viewShot } from './buyer-helpers';
import { guestChallengeHeaders } from './challenge';
import { apiLoginAsAdmin, authHeaders, expect, loginAs, shot, test } from './fixtures';

/** A purchase with the given receipt picture, as the checkout sends it. */
async function buyWith(
  request: APIRequestContext,
  raffleId: number,
  methodId: number,
  number: number,
  buyer: Buyer,
  image: Buffer,
): Promise<number> {
  const response = await request.post(`/api/raffles/${raffleId}/purchase`, {
    headers: await guestChallengeHeaders(request),
    multipart: {
      numbers: JSON.stringify([number]),
      payment: JSON.stringify({
        ...buyer,
        payment_method_id: methodId,
        reference_number: `REF-${Math.floor(Math.random() * 1e6)}`,
        payment_date: '2026-03-14',
        holder_id: `e2e-${buyer.customer_id}`,
        transaction_data: { banco_origen: 'Banesco' },
      }),
      image: { name: 'comprobante.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  });
  // A flag only: the repeated receipt's purchase goes through.
  expect(response.status(), `purchase: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { payment: { id: number } }).payment.id;
}

test("a re-sent receipt is marked 'Comprobante repetido' with a link to the first payment", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiLoginAsAdmin(request);
  const tag = Math.random().toString(36).slice(2, 6);
  const raffle = await createRaffle(request, admin, { title: `Rifa comprobantes ${tag}` });
  const method = await transferMethod(request, admin);
  const receipt = await receiptPng();
  const first = uniqueBuyer('Primera');
  const second = uniqueBuyer('Segunda');
  const firstId = await buyWith(request, raffle.id, method.id, 1, first, receipt);
  // The same screenshot, re-encoded and shrunk, as a chat app would send it on.
  const copy = await sharp(receipt).resize(180).jpeg({ quality: 70 }).toBuffer();
  const secondId = await buyWith(request, raffle.id, method.id, 2, second, copy);

  // Fingerprinted by the notifications job, a moment after the purchase.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/payments/${secondId}`, {
          headers: authHeaders(admin),
        });
        return ((await res.json()) as { receipt_matches: { payment_id: number }[] })
          .receipt_matches;
      },
      { timeout: 30_000 },
    )
    .toEqual([expect.objectContaining({ payment_id: firstId, status: 'pending' })]);

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, admin);
  await page.goto(`/admin/payments?raffle=${raffle.id}`);
  const flagged = paymentEntry(page, second);
  // A loaded machine may take a while over the first list.
  await expect(flagged).toHaveCount(1, { timeout: 30_000 });
  await expect(flagged.getByText('Comprobante repetido')).toBeVisible();
  await expect(paymentEntry(page, first).getByText('Comprobante repetido')).toHaveCount(0);
  await shot(page, 'receipt-repeated-list');

  // The detail says it too, and its link opens the first payment.
  await flagged.getByRole('button', { name: `Ver detalles del pago #${secondId}` }).click();
  const detail = page.getByRole('dialog', { name: `Pago #${secondId}` });
  await expect(detail.getByText('Comprobante repetido')).toBeVisible();
  await viewShot(page, 'receipt-repeated-detail');
  await detail
    .getByRole('link', { name: `Ver el pago #${firstId}, con el mismo comprobante` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Pago #${firstId}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(first.customer_name);
  await viewShot(page, 'receipt-repeated-first');
});
