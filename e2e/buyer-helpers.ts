import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { GUEST_ID_STORAGE_KEY } from '../apps/web/src/features/purchase/utils/storage-keys';
import { authHeaders, expect, TAKE_SHOTS, type LoginResult } from './fixtures';
import { guestChallengeHeaders } from './challenge';

/** What the buyer specs create through the admin API. */
export type TestRaffle = {
  id: number;
  title: string;
  start_number: number;
  end_number: number;
  price_per_number: number;
};

let counter = 0;
/** A title no other test uses. */
export function uniqueTitle(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36).slice(-4)}${counter}`;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * POST /api/raffles as the admin; active and drawing in 10 days unless told.
 * With `image`, sent as multipart (the form's way) with that poster.
 */
export async function createRaffle(
  request: APIRequestContext,
  admin: LoginResult,
  fields: Record<string, unknown> = {},
  image?: Buffer,
): Promise<TestRaffle> {
  const data = {
    title: uniqueTitle('Rifa'),
    description: 'Una rifa de prueba con un premio increíble para quien tenga el número ganador.',
    product_to_win: 'Moto 0 km',
    price_per_number: 5,
    start_number: 0,
    end_number: 99,
    draw_date: new Date(Date.now() + 10 * DAY).toISOString(),
    status: 'active',
    diffusion_channel: 'Instagram @rifas',
    ...fields,
  };
  const response = image
    ? await request.post('/api/raffles', {
        headers: authHeaders(admin),
        multipart: {
          ...Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])),
          image: { name: 'poster.png', mimeType: 'image/png', buffer: image },
        },
      })
    : await request.post('/api/raffles', { data, headers: authHeaders(admin) });
  expect(response.status(), `create raffle: ${await response.text()}`).toBe(201);
  return (await response.json()) as TestRaffle;
}

/** A 1200×750 poster (gradient and shapes, no text: the test machine may lack fonts). */
export function posterPng(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="750" fill="url(#g)"/>
    <circle cx="980" cy="140" r="220" fill="#ffffff" fill-opacity="0.12"/>
    <circle cx="180" cy="660" r="260" fill="#ffffff" fill-opacity="0.08"/>
    <g transform="translate(600 375) rotate(-12)">
      <rect x="-260" y="-140" width="520" height="280" rx="36" fill="#ffffff" fill-opacity="0.92"/>
      <circle cx="-260" cy="0" r="42" fill="${from}"/><circle cx="260" cy="0" r="42" fill="${to}"/>
      <path d="M-120 -110V110" stroke="${from}" stroke-width="8" stroke-dasharray="14 18"/>
      <path d="M80 -70l24 50 55 6-41 37 12 54-50-28-50 28 12-54-41-37 55-6z" fill="#fbbf24"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export type TestMethod = { id: number; name: string };

/** POST /api/payment-methods as the admin. */
export async function createPaymentMethod(
  request: APIRequestContext,
  admin: LoginResult,
  fields: Record<string, unknown> = {},
): Promise<TestMethod> {
  const data = {
    name: uniqueTitle('Pago Móvil'),
    description: 'Transferencia inmediata desde tu banco.',
    instructions: 'Envía el monto exacto y guarda la captura de la operación.',
    is_active: true,
    requires_reference: false,
    requires_date: false,
    requires_capture: false,
    account_info: {
      bank_name: 'Banco de Venezuela',
      account_number: '0102-0000-00-0000000000',
      account_holder: 'Rifas C.A.',
    },
    custom_fields: [],
    ...fields,
  };
  const response = await request.post('/api/payment-methods', {
    data,
    headers: authHeaders(admin),
  });
  expect(response.status(), `create method: ${await response.text()}`).toBe(201);
  return (await response.json()) as TestMethod;
}

/** Deletes a method so later tests are not offered it (payments keep a snapshot of its name). */
export async function deletePaymentMethod(
  request: APIRequestContext,
  admin: LoginResult,
  method: TestMethod,
) {
  await request.delete(`/api/payment-methods/${method.id}`, { headers: authHeaders(admin) });
}

/**
 * Buys numbers straight through the API as another buyer (JSON body, a method
 * that needs nothing). `holderId` lets it claim that holder's holds.
 */
export async function buyThroughApi(
  request: APIRequestContext,
  raffleId: number,
  methodId: number,
  numbers: number[],
  holderId = `otro-${Date.now()}`,
) {
  return request.post(`/api/raffles/${raffleId}/purchase`, {
    headers: await guestChallengeHeaders(request),
    data: {
      numbers,
      payment: {
        customer_name: 'Otra Persona',
        customer_email: 'otra@rifas.test',
        customer_phone: '04140000000',
        customer_id: 'V-1',
        payment_method_id: methodId,
        holder_id: holderId,
      },
    },
  });
}

/**
 * A local price source like the ones url_precio points at: answers {"price": n}
 * (or a 500 while `state.failing`). The e2e server allows private addresses
 * (ALLOW_PRIVATE_RATE_URLS=true) and refreshes every 5 s (RATES_REFRESH_SECONDS=5).
 */
export async function startPriceServer(initialPrice: number) {
  const state = { price: initialPrice, failing: false };
  const server = createServer((_request, response) => {
    if (state.failing) {
      response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"caído"}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ price: state.price }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/precio`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// 'Z' + two letters: 676 codes. Random ones collided (two tests' currencies with one
// code: a 409 in CI); a sequence never repeats within a worker, and a worker restarted
// after a failure starts from the clock, elsewhere in the 676.
let nextCode = Math.floor(Date.now() / 1000) % 676;

/** Three capital letters no other test uses ('Z' + the next two of this worker's sequence). */
export function uniqueCode(): string {
  const n = nextCode % 676;
  nextCode += 1;
  const letter = (i: number) => String.fromCharCode(65 + i);
  return `Z${letter(Math.floor(n / 26))}${letter(n % 26)}`;
}

/**
 * A real PNG receipt (the server re-encodes it, so it must decode), each one
 * different: the same picture twice is 'Comprobante repetido' (ADR 078).
 */
export async function receiptPng(): Promise<Buffer> {
  const reference = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320">
    <text x="120" y="170" font-family="DejaVu Sans" font-size="40" font-weight="bold"
      fill="#ffffff" text-anchor="middle">${reference}</text></svg>`;
  return sharp({
    create: { width: 240, height: 320, channels: 3, background: { r: 124, g: 58, b: 237 } },
  })
    .composite([{ input: Buffer.from(text) }])
    .png()
    .toBuffer();
}

/** The guest id the page keeps in localStorage (the holder of its holds). */
export function readGuestId(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), GUEST_ID_STORAGE_KEY);
}

/** The grid button of a number, by its padded label. */
export function numberButton(page: Page, label: string) {
  return page
    .getByRole('group', { name: 'Números de la rifa' })
    .getByRole('button', { name: label, exact: true });
}

/** The grid button of a number that is no longer available ('07, reservado' / 'vendido'). */
export function takenNumberButton(page: Page, label: string) {
  return page
    .getByRole('group', { name: 'Números de la rifa' })
    .getByRole('button', { name: new RegExp(`^${label}, (reservado|vendido)$`) });
}

/**
 * Screenshots of what is on screen at 390 and 1280 px (e2e/artifacts/<name>-<width>.png).
 * For open dialogs: a full-page shot does not show fixed layers.
 */
export async function viewShot(page: Page, name: string): Promise<void> {
  if (!TAKE_SHOTS) return;
  const original = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `e2e/artifacts/${name}-${width}.png`, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * A camera photo of width × height: sensor noise all over, so it stays big as a JPEG.
 * The noise is one 512 px tile repeated: JPEG codes each 8×8 block on its own, so the file is
 * as big and as slow to decode as all-new noise, and the worker spends 2 s of CPU on the
 * 8000×6000 one instead of 18 s drawing 48 million Gaussian pixels (ADR 095).
 */
export async function cameraPhoto(width: number, height: number, quality: number): Promise<Buffer> {
  const tile = 512;
  const noise = await sharp({
    create: {
      width: tile,
      height: tile,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = (y % tile) * tile * 3;
    for (let x = 0; x < width; x += tile) {
      noise.copy(pixels, (y * width + x) * 3, from, from + Math.min(tile, width - x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
