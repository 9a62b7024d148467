import type { Page } from '@playwright/test';
import {
  cameraPhoto,
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  numberButton,
  viewShot,
} from './buyer-helpers';
import { apiLoginAsAdmin, expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** The multipart bodies the page sends, measured as they leave. */
async function measureUploads(page: Page) {
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
  return () =>
    page.evaluate(() => (window as unknown as { uploadSizes: number[] }).uploadSizes.at(-1) ?? 0);
}

async function openPayment(page: Page, raffleId: number, number: string) {
  await page.goto(`/raffles/${raffleId}`);
  await numberButton(page, number).click();
  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  const buyer = page.getByRole('dialog', { name: 'Datos del comprador' });
  await buyer.getByLabel('Nombre completo').fill('Luis Cámara');
  await buyer.getByLabel('Email').fill('luis.camara@rifas.test');
  await buyer.getByLabel('Teléfono').fill('0424-1112233');
  await buyer.getByLabel('Documento de identidad').fill('V-18111222');
  await buyer.getByRole('button', { name: 'Continuar al pago' }).click();
  return page.getByRole('dialog', { name: 'Pago' });
}

for (const photo of [
  { width: 4000, height: 3000, quality: 86, min: 6_000_000, max: 8_000_000 },
  { width: 8000, height: 6000, quality: 76, min: 18_000_000, max: 22_000_000 },
]) {
  test(`a ${photo.width}×${photo.height} camera photo goes up shrunk and buys`, async ({
    page,
    request,
  }) => {
    test.slow();
    const image = await cameraPhoto(photo.width, photo.height, photo.quality);
    console.info(`photo ${photo.width}×${photo.height}: ${image.length} bytes`);
    expect(image.length).toBeGreaterThan(photo.min);
    expect(image.length).toBeLessThan(photo.max);
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const method = await createPaymentMethod(request, admin, {
      name: `Pago Móvil foto ${photo.width}`,
      requires_capture: true,
    });
    const lastUpload = await measureUploads(page);
    try {
      const payment = await openPayment(page, raffle.id, '13');
      await payment.getByRole('radio', { name: method.name }).check();
      // The hint says what to attach, not a limit that scares.
      await expect(payment.getByText('JPG, PNG o GIF, hasta 5 MB')).toHaveCount(0);
      await payment.getByLabel('Captura del comprobante').setInputFiles({
        name: 'IMG_20261127.jpg',
        mimeType: 'image/jpeg',
        buffer: image,
      });
      await expect(payment.getByRole('img', { name: 'Vista previa del comprobante' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(payment.getByText(/demasiado grande/)).toHaveCount(0);
      await payment
        .getByRole('img', { name: 'Vista previa del comprobante' })
        .scrollIntoViewIfNeeded();
      await viewShot(page, `big-photo-${photo.width}`);
      await payment.getByRole('button', { name: 'Confirmar pago' }).click();
      await expect(page.getByRole('dialog', { name: '¡Compra registrada!' })).toBeVisible({
        timeout: 30_000,
      });
      const sent = await lastUpload();
      console.info(`purchase request ${sent} bytes`);
      expect(sent).toBeGreaterThan(10_000);
      expect(sent).toBeLessThan(1_500_000);
    } finally {
      await deletePaymentMethod(request, admin, method);
    }
  });
}

test('a refused file on an optional receipt can be taken away, and the purchase goes', async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  const method = await createPaymentMethod(request, admin, {
    name: 'Transferencia captura opcional',
    capture_mode: 'optional',
  });
  try {
    const payment = await openPayment(page, raffle.id, '11');
    await payment.getByRole('radio', { name: method.name }).check();
    await payment.getByLabel('Captura del comprobante (opcional)').setInputFiles({
      name: 'recibo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 recibo'),
    });
    await expect(
      payment.getByText('Formato de archivo no válido. Solo se permiten imágenes JPG, PNG o GIF.'),
    ).toBeVisible();
    await payment.getByRole('button', { name: 'Quitar' }).scrollIntoViewIfNeeded();
    await viewShot(page, 'receipt-refused');
    await payment.getByRole('button', { name: 'Quitar' }).click();
    await expect(payment.getByText(/Formato de archivo no válido/)).toHaveCount(0);
    await payment.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(page.getByRole('dialog', { name: '¡Compra registrada!' })).toBeVisible();
  } finally {
    await deletePaymentMethod(request, admin, method);
  }
});
