import sharp from 'sharp';
import {
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  viewShot,
} from './buyer-helpers';
import { apiLoginAsAdmin, expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** A 12-megapixel phone photo: 4000×3000, a gradient, a few shapes and sensor noise, ~4 MB. */
async function phonePhoto(): Promise<Buffer> {
  const rows = Array.from(
    { length: 60 },
    (_, i) =>
      `<rect x="${200 + (i % 6) * 600}" y="${200 + Math.floor(i / 6) * 270}" width="500" height="60" rx="10"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="4000" height="3000" fill="url(#g)"/><g fill="#fff" fill-opacity="0.6">${rows}</g></svg>`;
  const base = await sharp(Buffer.from(svg)).png().toBuffer();
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 16 },
    },
  })
    .png()
    .toBuffer();
  return sharp(base)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

test('a 4000×3000 phone photo goes up downscaled, with its progress, and can be cancelled', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  const method = await createPaymentMethod(request, admin, {
    name: 'Pago Móvil con foto',
    requires_capture: true,
  });
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(3_000_000);
  // The multipart body each upload sends, measured as it leaves (Chromium reports no
  // body size for an XMLHttpRequest's FormData).
  await page.addInitScript(() => {
    const sizes: number[] = [];
    Object.assign(window, { uploadSizes: sizes });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        void new Response(body).blob().then((blob) => sizes.push(blob.size));
      }
      send.call(this, body);
    };
  });
  try {
    await page.goto(`/raffles/${raffle.id}`);
    await numberButton(page, '17').click();
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
    await buyer.getByLabel('Nombre completo').fill('Ana Foto');
    await buyer.getByLabel('Email').fill('ana.foto@rifas.test');
    await buyer.getByLabel('Teléfono').fill('0412-7654321');
    await buyer.getByLabel('Documento de identidad').fill('V-20111222');
    await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
    const payment = page.getByRole('dialog', { name: 'Pago' });
    await payment.getByRole('radio', { name: /Pago Móvil con foto/ }).check();
    await payment.getByLabel('Captura del comprobante').setInputFiles({
      name: 'IMG_20261126.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });

    // A slow uplink (about 320 kbit/s): the progress must be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: -1,
      uploadThroughput: 40 * 1024,
    });

    // First try: cancelled while it goes up; nothing is lost, no error.
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    const bar = payment.getByRole('progressbar', { name: 'Subida del comprobante' });
    await expect(bar).toBeVisible();
    await expect(
      payment.getByRole('status').filter({ hasText: /Subiendo comprobante… \d+ %/ }),
    ).toBeVisible();
    await payment.getByRole('button', { name: 'Cancelar' }).click();
    await expect(bar).toBeHidden();
    await expect(payment.getByRole('button', { name: 'Confirmar pago' })).toBeEnabled();
    await expect(payment.getByRole('alert')).toHaveCount(0);

    // Second try: it goes through, the bar moving on the way.
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await viewShot(page, 'receipt-uploading');
    await expect(page.getByRole('dialog', { name: '¡Compra registrada!' })).toBeVisible({
      timeout: 30_000,
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const sent = await page.evaluate(
      () => (window as unknown as { uploadSizes: number[] }).uploadSizes.at(-1) ?? 0,
    );
    console.info(`photo ${photo.length} bytes; purchase request ${sent} bytes`);
    expect(sent).toBeGreaterThan(10_000);
    expect(sent).toBeLessThanOrEqual(400 * 1024);
  } finally {
    await deletePaymentMethod(request, admin, method);
  }
});
