import type { APIRequestContext } from '@playwright/test';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  expectAccessible,
  loginAs,
  shot,
  test,
  type LoginResult,
} from './fixtures';
import { uniqueCode } from './buyer-helpers';

type Method = {
  id: number;
  name: string;
  is_active: boolean;
  requires_reference: boolean;
  requires_capture: boolean;
  custom_fields: {
    name: string;
    label: string;
    type: string;
    placeholder: string;
    required: boolean;
  }[];
  account_info: { bank_name?: string; account_number?: string; account_holder?: string };
  moneda_id: number | null;
  moneda_codigo: string | null;
};

async function allMethods(request: APIRequestContext, admin: LoginResult): Promise<Method[]> {
  const response = await request.get('/api/payment-methods?all=1', { headers: authHeaders(admin) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Method[];
}

test.describe('admin payment methods (/admin/settings)', () => {
  test('empty state, then create, edit and delete a method with a custom field', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    // The state is ours: methods left by earlier spec files are removed first
    // (payments keep a snapshot of the method's name, so nothing else changes).
    for (const method of await allMethods(request, admin)) {
      const response = await request.delete(`/api/payment-methods/${method.id}`, {
        headers: authHeaders(admin),
      });
      expect(response.status()).toBe(200);
    }
    // A currency the method can name (inactive: the buyers' rate strip stays as it is).
    // One of 676 codes, not 26: a code another spec made would be refused (409).
    const codigo = uniqueCode();
    const currency = await request.post('/api/monedas', {
      headers: authHeaders(admin),
      data: {
        nombre: `Bolívar de prueba ${codigo}`,
        codigo,
        simbolo: 'Bs',
        url_precio: 'http://127.0.0.1:9/precio',
        status: 'no',
      },
    });
    expect(currency.status(), await currency.text()).toBe(201);
    await loginAs(page, admin);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Administración' })
      .getByRole('link', { name: 'Métodos de pago' })
      .click();
    await expect(page).toHaveURL('/admin/settings');
    await expect(page.getByText('No hay métodos de pago')).toBeVisible();
    await shot(page, 'admin-settings-empty');

    // Create, with the name rule first.
    await page.getByRole('button', { name: 'Nuevo método de pago' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nuevo método de pago' });
    await dialog.getByRole('button', { name: 'Crear método de pago' }).click();
    await expect(dialog.getByText('El nombre es requerido')).toBeVisible();

    await dialog.getByLabel(/^Nombre\*?$/).fill('Pago Móvil');
    await dialog.getByLabel('Descripción').fill('Transferencia inmediata desde tu banco');
    await dialog
      .getByLabel('Instrucciones para el comprador')
      .fill('Envía el monto exacto y adjunta la captura del comprobante.');
    // One field per piece of the account, each copied on its own by the buyer.
    await dialog.getByLabel('Banco', { exact: true }).fill('Banco de Venezuela');
    await dialog.getByLabel('Código del banco').fill('0102');
    await dialog.getByLabel('Teléfono (Pago Móvil)').fill('0412-1234567');
    await dialog.getByLabel('Cédula o RIF').fill('J-12345678-9');
    await dialog.getByLabel('Titular').fill('Rifas C.A.');
    await dialog.getByLabel('Requiere número de referencia').check();
    await dialog.getByLabel('Captura del comprobante').selectOption({ label: 'Obligatoria' });
    await dialog
      .getByLabel('Moneda')
      .selectOption({ label: `Bolívar de prueba ${codigo} (${codigo})` });
    await dialog.getByRole('button', { name: 'Agregar campo' }).click();
    const field = dialog.getByRole('group', { name: 'Campo 1' });
    await field.getByLabel(/^Etiqueta/).fill('Cédula del titular');
    await field.getByLabel(/^Etiqueta/).blur();
    await expect(field.getByLabel(/^Nombre interno/)).toHaveValue('cedula_del_titular');
    await expect(field.getByText('Cada campo personalizado necesita un nombre')).toHaveCount(0);
    await field.getByLabel('Tipo').selectOption('text');
    await field.getByLabel('Texto de ayuda').fill('V-12345678');
    await field.getByLabel('Obligatorio').check();
    await shot(page, 'admin-settings-form');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Crear método de pago' }).click();

    await expect(page.getByText('Método de pago creado correctamente')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Pago Móvil' });
    await expect(card).toContainText('Activo');
    await expect(card).toContainText('Banco de Venezuela');
    await expect(card).toContainText('Cédula del titular (obligatorio)');
    let [saved] = await allMethods(request, admin);
    expect(saved).toMatchObject({
      name: 'Pago Móvil',
      is_active: true,
      requires_reference: true,
      requires_capture: true,
      capture_mode: 'required',
      account_info: {
        bank_name: 'Banco de Venezuela',
        bank_code: '0102',
        phone: '0412-1234567',
        document_id: 'J-12345678-9',
        account_holder: 'Rifas C.A.',
      },
      moneda_codigo: codigo,
      custom_fields: [
        {
          name: 'cedula_del_titular',
          label: 'Cédula del titular',
          type: 'text',
          placeholder: 'V-12345678',
          required: true,
        },
      ],
    });
    // Buyers are offered it.
    const publicList = (await (await request.get('/api/payment-methods')).json()) as Method[];
    expect(publicList.map((m) => m.name)).toContain('Pago Móvil');
    await shot(page, 'admin-settings');
    await expectAccessible(page);

    // Edit: rename, make the field a phone number, deactivate.
    await page.getByRole('button', { name: 'Editar: Pago Móvil' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar método de pago' });
    await expect(dialog.getByLabel(/^Nombre\*?$/)).toHaveValue('Pago Móvil');
    await expect(dialog.getByLabel('Moneda')).toHaveValue(String(saved?.moneda_id));
    await dialog.getByLabel(/^Nombre\*?$/).fill('Pago Móvil BDV');
    await dialog.getByRole('group', { name: 'Campo 1' }).getByLabel('Tipo').selectOption('tel');
    await dialog.getByLabel('Activo (se ofrece a los compradores)').uncheck();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Método de pago actualizado correctamente')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Pago Móvil BDV' })).toContainText(
      'Inactivo',
    );
    [saved] = await allMethods(request, admin);
    expect(saved?.name).toBe('Pago Móvil BDV');
    expect(saved?.is_active).toBe(false);
    expect(saved?.custom_fields[0]?.type).toBe('tel');
    const offered = (await (await request.get('/api/payment-methods')).json()) as Method[];
    expect(offered.map((m) => m.name)).not.toContain('Pago Móvil BDV');

    // Delete, after confirmation.
    await page.getByRole('button', { name: 'Eliminar: Pago Móvil BDV' }).click();
    dialog = page.getByRole('dialog', { name: 'Eliminar método de pago' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Pago Móvil BDV' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Eliminar: Pago Móvil BDV' }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Método de pago eliminado correctamente')).toBeVisible();
    await expect(page.getByText('No hay métodos de pago')).toBeVisible();
    expect(await allMethods(request, admin)).toEqual([]);
  });

  test('custom fields are checked before saving', async ({ page, request }) => {
    await loginAs(page, await apiLoginAsAdmin(request));
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Nuevo método de pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo método de pago' });
    await dialog.getByLabel(/^Nombre\*?$/).fill('Zelle');
    await dialog.getByRole('button', { name: 'Agregar campo' }).click();
    await dialog.getByRole('button', { name: 'Agregar campo' }).click();
    await dialog.getByRole('button', { name: 'Crear método de pago' }).click();
    await expect(
      dialog
        .getByRole('group', { name: 'Campo 1' })
        .getByText('Cada campo personalizado necesita una etiqueta'),
    ).toBeVisible();

    for (const group of ['Campo 1', 'Campo 2']) {
      const row = dialog.getByRole('group', { name: group });
      await row.getByLabel(/^Nombre interno/).fill('correo');
      await row.getByLabel(/^Etiqueta/).fill('Correo');
    }
    await dialog.getByRole('button', { name: 'Crear método de pago' }).click();
    await expect(
      dialog.getByText('Los nombres de los campos personalizados no pueden repetirse'),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Quitar el campo 2' }).click();
    await expect(dialog.getByRole('group', { name: 'Campo 2' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Crear método de pago' }).click();
    await expect(page.getByText('Método de pago creado correctamente')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Zelle' })).toContainText('Correo');
  });
});
