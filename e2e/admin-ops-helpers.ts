import type { APIRequestContext, Page } from '@playwright/test';
import { createPaymentMethod, receiptPng, uniqueCode } from './buyer-helpers';
import { authHeaders, expect, type LoginResult } from './fixtures';
import { guestChallengeHeaders } from './challenge';

/** A buyer no other test uses (the admin screens find payments by the buyer's name). */
export function uniqueBuyer(first: string) {
  const tag = Math.random().toString(36).slice(2, 6);
  return {
    // Names are letters only (BuyerDataSchema): the tag's digits become letters.
    customer_name: `${first} Prueba ${tag.replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`,
    // ASCII only: 'Rocío' → rocio-…@rifas.test.
    customer_email: `${first
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()}-${tag}@rifas.test`,
    customer_phone: '04141234567',
    customer_id: `V-${Math.floor(10_000_000 + Math.random() * 9_000_000)}`,
  };
}
export type Buyer = ReturnType<typeof uniqueBuyer>;

export type Purchase = { id: number; numbers: number[]; amount: number };

/**
 * A guest purchase through the API, as the checkout sends it: multipart with the
 * numbers, the payment JSON and a real PNG receipt.
 */
export async function purchaseWithReceipt(
  request: APIRequestContext,
  raffleId: number,
  methodId: number,
  numbers: number[],
  buyer: Buyer,
  extra: Record<string, unknown> = {},
): Promise<Purchase> {
  const response = await request.post(`/api/raffles/${raffleId}/purchase`, {
    headers: await guestChallengeHeaders(request),
    multipart: {
      numbers: JSON.stringify(numbers),
      payment: JSON.stringify({
        ...buyer,
        payment_method_id: methodId,
        reference_number: `REF-${Date.now().toString().slice(-6)}`,
        payment_date: '2026-03-14',
        holder_id: `e2e-${buyer.customer_id}`,
        transaction_data: { banco_origen: 'Banesco' },
        ...extra,
      }),
      image: { name: 'comprobante.png', mimeType: 'image/png', buffer: await receiptPng() },
    },
  });
  expect(response.status(), `purchase: ${await response.text()}`).toBe(201);
  const body = (await response.json()) as { payment: Purchase };
  return body.payment;
}

/** POST /api/raffles/:id/reserve: the hold the picker places at 'Proceder al pago'. */
export async function holdNumbers(
  request: APIRequestContext,
  raffleId: number,
  numbers: number[],
  holderId: string,
) {
  const response = await request.post(`/api/raffles/${raffleId}/reserve`, {
    headers: await guestChallengeHeaders(request),
    data: { numbers, customer_id: holderId },
  });
  expect(response.status(), `reserve: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { reserved: number[] };
  expect(body.reserved).toEqual(numbers);
}

/** What the public sees: GET /api/raffles/:id/numbers (no login). */
export async function publicNumbers(request: APIRequestContext, raffleId: number) {
  const response = await request.get(`/api/raffles/${raffleId}/numbers`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { sold: number[]; reserved: number[] };
}

export async function paymentStatus(
  request: APIRequestContext,
  admin: LoginResult,
  paymentId: number,
) {
  const response = await request.get(`/api/payments/${paymentId}`, {
    headers: authHeaders(admin),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; rejection_reason: string | null };
}

/** The row (desktop table) or card (phone list) of a payment, by the buyer's name. */
export function paymentEntry(page: Page, buyer: Buyer) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 1024;
  return wide
    ? page
        .getByRole('table', { name: 'Pagos' })
        .getByRole('row')
        .filter({ hasText: buyer.customer_name })
    : page
        .getByRole('list', { name: 'Pagos' })
        .getByRole('listitem')
        .filter({ hasText: buyer.customer_name });
}

/** A method like a bank transfer: reference, date and receipt required, plus one custom field. */
export function transferMethod(request: APIRequestContext, admin: LoginResult) {
  return createPaymentMethod(request, admin, {
    requires_reference: true,
    requires_date: true,
    requires_capture: true,
    custom_fields: [
      { name: 'banco_origen', label: 'Banco de origen', type: 'text', required: true },
    ],
  });
}

/** A bolívar currency whose rate comes from a local source, and a Pago Móvil paid in it. */
export async function bolivarMethod(
  request: APIRequestContext,
  admin: LoginResult,
  priceUrl: string,
) {
  const codigo = uniqueCode();
  const created = await request.post('/api/monedas', {
    headers: authHeaders(admin),
    data: {
      nombre: `Bolívar ${codigo}`,
      codigo,
      simbolo: 'Bs',
      url_precio: priceUrl,
      status: 'si',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const currency = (await created.json()) as { id: number };
  await expect
    .poll(async () => {
      const rates = (await (await request.get('/api/monedas/rates')).json()) as {
        codigo: string;
        precio: number | null;
      }[];
      return rates.find((r) => r.codigo === codigo)?.precio ?? null;
    })
    .toBe(36.5);
  const method = await createPaymentMethod(request, admin, {
    requires_reference: true,
    moneda_id: currency.id,
  });
  return { codigo, method };
}
