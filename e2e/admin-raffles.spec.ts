import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  expectAccessible,
  loginAs,
  shot,
  test,
  type LoginResult,
  snap,
} from './fixtures';
import { guestChallengeHeaders } from './challenge';

/** A small real PNG (a colour gradient), made here so the upload goes through sharp. */
function gradientPng(width = 320, height = 200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = 80 + Math.round((x / width) * 140);
      rows[row + 2 + x * 3] = 40 + Math.round((y / height) * 90);
      rows[row + 3 + x * 3] = 200;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const unique = () => Math.random().toString(36).slice(2, 7);

type RaffleSummary = {
  id: number;
  title: string;
  status: string;
  imagen: string | null;
  draw_date: string;
};

async function listRaffles(request: APIRequestContext, admin: LoginResult) {
  const response = await request.get('/api/raffles', { headers: authHeaders(admin) });
  expect(response.status()).toBe(200);
  return (await response.json()) as RaffleSummary[];
}

/** A raffle made through the API (JSON is accepted as well as multipart). */
async function createRaffle(
  request: APIRequestContext,
  admin: LoginResult,
  fields: Record<string, unknown> = {},
): Promise<RaffleSummary> {
  const response = await request.post('/api/raffles', {
    headers: authHeaders(admin),
    data: {
      title: `Rifa ${unique()}`,
      product_to_win: 'Bicicleta',
      description: 'Creada por la prueba',
      price_per_number: 3,
      start_number: 0,
      end_number: 99,
      draw_date: '2031-06-01T20:00:00.000Z',
      status: 'active',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RaffleSummary;
}

/** A completed purchase of `number` (pay with a fresh method, then the admin validates). */
async function sellNumber(
  request: APIRequestContext,
  admin: LoginResult,
  raffleId: number,
  number: number,
) {
  const method = await request.post('/api/payment-methods', {
    headers: authHeaders(admin),
    data: { name: `Transferencia ${unique()}`, is_active: true },
  });
  expect(method.status()).toBe(201);
  const { id: methodId } = (await method.json()) as { id: number };
  const purchase = await request.post(`/api/raffles/${raffleId}/purchase`, {
    headers: await guestChallengeHeaders(request),
    multipart: {
      numbers: JSON.stringify([number]),
      payment: JSON.stringify({
        payment_method_id: methodId,
        customer_name: 'María González',
        customer_email: 'maria.gonzalez@rifas.test',
        customer_phone: '04141234567',
        customer_id: 'V-12345678',
      }),
    },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
  const { payment } = (await purchase.json()) as { payment: { id: number } };
  const validated = await request.post(`/api/payments/${payment.id}/validate`, {
    headers: authHeaders(admin),
  });
  expect(validated.status()).toBe(200);
  return { methodId, paymentId: payment.id };
}

function rowOf(page: Page, title: string) {
  return page.getByRole('table', { name: 'Rifas' }).getByRole('row').filter({ hasText: title });
}

test.describe('admin raffles', () => {
  test('creates a raffle with an image and activates it; it is listed and public; then edits it', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    await loginAs(page, admin);
    const title = `Rifa del televisor ${unique()}`;
    const description =
      'Participa por un televisor nuevo. El sorteo se transmite en vivo por Instagram.';

    await page.goto('/admin/raffles');
    await page.getByRole('link', { name: 'Nueva Rifa' }).click();
    await expect(page).toHaveURL('/admin/create-raffle');
    await expect(page.getByLabel(/^Número inicial/)).toHaveValue('0');
    await expect(page.getByLabel(/^Número final/)).toHaveValue('99');

    await page.getByLabel('Elegir imagen').setInputFiles({
      name: 'televisor.png',
      mimeType: 'image/png',
      buffer: gradientPng(),
    });
    await expect(
      page.getByRole('img', { name: 'Vista previa de la imagen de la rifa' }),
    ).toBeVisible();
    await page.getByLabel(/^Título/).fill(title);
    await page.getByLabel(/^Premio/).fill('Televisor de 55 pulgadas');
    await page.getByLabel('Canal de difusión').fill('Instagram @rifas');
    await page.getByLabel('Descripción').fill(description);
    await page.getByLabel(/^Número final/).fill('199');
    await page.getByLabel(/^Precio por número/).fill('2.50');
    await page
      .getByRole('textbox', { name: 'Fecha y hora del sorteo', exact: true })
      .fill('2031-12-24T19:00');
    await page.getByLabel('Requiere un mínimo de números vendidos').check();
    await page.getByLabel(/^Mínimo de números vendidos/).fill('50');
    await page.getByLabel('Activar rifa inmediatamente').check();
    await expect(page.getByText('De 200 números en total.', { exact: false })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0)); // sticky header and side menu at the top
    await shot(page, 'admin-raffle-form');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Crear Rifa y Activar' }).click();
    await expect(page).toHaveURL('/admin/raffles');
    await expect(page.getByText('Rifa creada correctamente')).toBeVisible();
    await expect(rowOf(page, title)).toContainText('Activa');
    await expect(rowOf(page, title)).toContainText('Televisor de 55 pulgadas');
    // The list shows the first 50 characters of the description.
    await expect(rowOf(page, title)).toContainText(`${description.slice(0, 50)}…`);
    await expect(rowOf(page, title)).not.toContainText(description);

    const saved = (await listRaffles(request, admin)).find((r) => r.title === title);
    expect(saved?.status).toBe('active');
    // 19:00 in the business time zone (America/Caracas, UTC-4).
    expect(saved?.draw_date).toBe('2031-12-24T23:00:00.000Z');
    expect(saved?.imagen).toMatch(/^\/uploads\//);
    const image = await request.get(saved!.imagen!);
    expect(image.status()).toBe(200);

    await shot(page, 'admin-raffles');
    await expectAccessible(page);

    await page.goto('/raffles');
    await expect(page.getByText(title).first()).toBeVisible();

    // Edit: a new title, the image removed, back to pending (a draft the public no longer sees).
    await page.goto('/admin/raffles');
    await page.getByRole('link', { name: `Editar: ${title}` }).click();
    await expect(page).toHaveURL(`/admin/edit-raffle/${saved!.id}`);
    // Exact: the edit form also has 'Fecha y hora del sorteo de la lotería' (issue 44).
    await expect(
      page.getByRole('textbox', { name: 'Fecha y hora del sorteo', exact: true }),
    ).toHaveValue('2031-12-24T19:00');
    await expect(page.getByLabel('Activar rifa inmediatamente')).toBeChecked();
    await expect(page.getByText('Estado actual:')).toContainText('Activa');
    await expect(
      page.getByRole('img', { name: 'Vista previa de la imagen de la rifa' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Quitar imagen' }).click();
    await expect(page.getByText('Sin imagen')).toBeVisible();
    const edited = `${title} (editada)`;
    await page.getByLabel(/^Título/).fill(edited);
    await page.getByLabel('Activar rifa inmediatamente').uncheck();
    await page.getByRole('button', { name: 'Actualizar Rifa', exact: true }).click();

    await expect(page).toHaveURL('/admin/raffles');
    await expect(page.getByText('Rifa actualizada correctamente')).toBeVisible();
    await expect(rowOf(page, edited)).toContainText('Pendiente');
    const after = (await listRaffles(request, admin)).find((r) => r.id === saved!.id);
    expect(after?.title).toBe(edited);
    expect(after?.imagen).toBeNull();
    expect(after?.status).toBe('pending');

    await page.goto('/raffles');
    await expect(page.getByRole('heading', { name: 'Sorteos Activos' })).toBeVisible();
    await expect(page.getByText(edited)).toHaveCount(0);
  });

  test('shows the validation text of each rule', async ({ page, request }) => {
    await loginAs(page, await apiLoginAsAdmin(request));
    await page.goto('/admin/create-raffle');
    const submit = page.getByRole('button', { name: 'Crear Rifa' });

    await page.getByLabel(/^Número inicial/).fill('');
    await page.getByLabel(/^Número final/).fill('');
    await submit.click();
    for (const text of [
      'El título es requerido',
      'El premio es requerido',
      'El número inicial es requerido',
      'El número final es requerido',
      'El precio es requerido',
      'La fecha del sorteo es requerida',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'admin-raffle-form-errors');

    await page.getByLabel(/^Título/).fill('Rifa con errores');
    await page.getByLabel(/^Premio/).fill('Nada');
    await page.getByLabel(/^Número inicial/).fill('50');
    await page.getByLabel(/^Número final/).fill('10');
    await page.getByLabel(/^Precio por número/).fill('0');
    await page
      .getByRole('textbox', { name: 'Fecha y hora del sorteo', exact: true })
      .fill('2031-01-10T18:30');
    await submit.click();
    await expect(page.getByText('El precio debe ser mayor a 0')).toBeVisible();
    await page.getByLabel(/^Precio por número/).fill('1');
    await submit.click();
    await expect(
      page.getByText('El número inicial debe ser menor o igual al número final'),
    ).toBeVisible();

    await page.getByLabel(/^Número inicial/).fill('1');
    await page.getByLabel(/^Número final/).fill('100');
    // The winner comes from the draw card: the form has no winning-number field.
    await expect(page.getByLabel(/^Número ganador/)).toHaveCount(0);

    await page.getByLabel('Requiere un mínimo de números vendidos').check();
    await submit.click();
    await expect(page.getByText('Debe especificar un número mínimo válido')).toBeVisible();
    await page.getByLabel(/^Mínimo de números vendidos/).fill('101');
    await submit.click();
    await expect(
      page.getByText('El mínimo no puede ser mayor que la cantidad total de números'),
    ).toBeVisible();

    await page.getByLabel('Elegir imagen').setInputFiles({
      name: 'bases.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una imagen'),
    });
    await expect(
      page.getByText('Formato de archivo no válido. Solo se permiten imágenes PNG, JPG o GIF.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/admin/create-raffle');
  });

  test("the draw card's 'Datos del ganador' shows the buyer of the winning number", async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin, { title: `Rifa con ganador ${unique()}` });
    await sellNumber(request, admin, raffle.id, 7);
    const headers = authHeaders(admin);
    const close = await request.post(`/api/raffles/${raffle.id}/draw/close`, { headers });
    expect(close.status(), await close.text()).toBe(200);
    const result = await request.post(`/api/raffles/${raffle.id}/draw/result`, {
      headers,
      data: {
        lottery_name: 'Lotería del Táchira',
        draw_at: new Date(Date.now() + 120_000).toISOString(),
        result: '4507',
      },
    });
    expect(result.status(), await result.text()).toBe(200);
    await loginAs(page, admin);

    await page.goto(`/admin/edit-raffle/${raffle.id}`);
    await page.getByRole('button', { name: 'Datos del ganador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Datos del ganador' });
    await expect(dialog.getByText('María González')).toBeVisible();
    await expect(dialog.getByText('maria.gonzalez@rifas.test')).toBeVisible();
    await expect(dialog.getByText('04141234567')).toBeVisible();
    await expect(dialog.getByText('Premio: Bicicleta')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/584141234567\?text=/,
    );
    await snap(page, { path: 'e2e/artifacts/admin-winner-dialog-1280.png' });
  });

  test('deletes a raffle after confirmation; one with payments is refused with the reason', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const plain = await createRaffle(request, admin, { title: `Rifa para borrar ${unique()}` });
    const paid = await createRaffle(request, admin, { title: `Rifa con pagos ${unique()}` });
    await sellNumber(request, admin, paid.id, 3);
    await loginAs(page, admin);
    await page.goto('/admin/raffles');

    await page.getByRole('button', { name: `Más acciones: ${paid.title}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    let dialog = page.getByRole('dialog', { name: 'Eliminar rifa' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Error al eliminar la rifa');
    await expect(dialog.getByRole('alert')).toContainText(
      'No se puede eliminar la rifa porque tiene pagos registrados',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(rowOf(page, paid.title)).toHaveCount(1);

    await page.getByRole('button', { name: `Más acciones: ${plain.title}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    dialog = page.getByRole('dialog', { name: 'Eliminar rifa' });
    await expect(dialog).toContainText(plain.title);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Rifa eliminada correctamente')).toBeVisible();
    await expect(rowOf(page, plain.title)).toHaveCount(0);
    expect((await listRaffles(request, admin)).some((r) => r.id === plain.id)).toBe(false);
  });

  test('on a phone the list is a column of cards with every action', async ({ page, request }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin, { title: `Rifa en el teléfono ${unique()}` });
    await loginAs(page, admin);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/raffles');

    await expect(page.getByRole('table', { name: 'Rifas' })).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: raffle.title });
    await expect(card).toContainText('Activa');
    await expect(card.getByRole('link', { name: `Editar: ${raffle.title}` })).toBeVisible();
    await expect(
      card.getByRole('link', { name: `Números reservados: ${raffle.title}` }),
    ).toHaveAttribute('href', `/admin/reserved-numbers/${raffle.id}`);
    await expect(card.getByRole('button', { name: `Eliminar: ${raffle.title}` })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await expectAccessible(page);
  });
});
