import type { APIRequestContext, Page } from '@playwright/test';
import { startPriceServer, uniqueCode } from './buyer-helpers';
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

type NewCurrency = { nombre: string; codigo: string; simbolo: string; url_precio: string };

/** Fills and sends the create dialog of /admin/monedas. */
async function createInDialog(page: Page, currency: NewCurrency) {
  await page.getByRole('button', { name: 'Nueva moneda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva moneda' });
  await dialog.getByLabel('Nombre').fill(currency.nombre);
  await dialog.getByLabel('Código').fill(currency.codigo.toLowerCase());
  await dialog.getByLabel('Símbolo').fill(currency.simbolo);
  await dialog.getByLabel('URL de precio').fill(currency.url_precio);
  await dialog.getByRole('button', { name: 'Crear moneda' }).click();
  await expect(page.getByText('Moneda creada correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Cleanup: the currencies a test made stop showing in later tests' strips. */
async function deactivateByCode(request: APIRequestContext, admin: LoginResult, codigo: string) {
  const list = await request.get('/api/monedas', {
    params: { search: codigo, limit: 100 },
    headers: authHeaders(admin),
  });
  const { monedas: currencies } = (await list.json()) as {
    monedas: { id: number; codigo: string }[];
  };
  for (const currency of currencies.filter((m) => m.codigo === codigo)) {
    await request.delete(`/api/monedas/${currency.id}`, { headers: authHeaders(admin) });
  }
}

const strip = (page: Page) => page.getByRole('region', { name: 'Tasas de cambio del dólar' });

test.describe('currencies', () => {
  test('the header strip shows the rate from the price source and follows it', async ({
    page,
    request,
  }) => {
    const source = await startPriceServer(36.5);
    const admin = await apiLoginAsAdmin(request);
    const codigo = uniqueCode();
    try {
      await loginAs(page, admin);
      await page.goto('/admin/monedas');
      await createInDialog(page, {
        nombre: `Bolívar de prueba ${codigo}`,
        codigo,
        simbolo: 'Bs',
        url_precio: source.url,
      });
      // The server fetches the new currency's rate right after the save.
      const row = page.getByRole('row').filter({ hasText: codigo });
      await expect(row).toContainText('Activa');

      await page.goto('/');
      const rate = strip(page).getByRole('listitem').filter({ hasText: codigo });
      await expect(strip(page).getByText('1 USD =')).toBeVisible();
      await expect(rate).toContainText('Bs 36,50', { timeout: 15_000 });

      // The next refresh (5 s on the server, 5 s in the page) brings the new price.
      source.state.price = 40.25;
      await expect(rate).toContainText('Bs 40,25', { timeout: 20_000 });
      await expect(strip(page).getByText('Cargando precios...')).toHaveCount(0);
      await shot(page, 'currencies-strip');
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(strip(page), { path: 'e2e/artifacts/currencies-strip-only-390.png' });
      await page.setViewportSize({ width: 1280, height: 720 });

      // When the source fails, the last good rate stays and the admin sees why.
      source.state.failing = true;
      await page.goto('/admin/monedas');
      await expect(async () => {
        await page.reload();
        await expect(row).toContainText('La fuente de precio respondió con el estado 500', {
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(row).toContainText('Bs 40,25');

      // Three refresh intervals without a good fetch: the strip says how old the rate is.
      await page.goto('/');
      await expect(rate).toContainText('Bs 40,25');
      // One age for the stale rates, beside the list (it scrolls sideways on a phone); the
      // stale amount itself says so to a screen reader.
      // Our rate first: another spec's stale currency may already show an age.
      await expect(rate).toContainText('sin actualizar', { timeout: 30_000 });
      await expect(strip(page).getByTestId('rates-age')).toContainText(/hace \d+ (s|min)/);
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(strip(page), { path: 'e2e/artifacts/currencies-strip-stale-390.png' });
      await expectAccessible(page);
    } finally {
      await source.close();
      await deactivateByCode(request, admin, codigo);
    }
  });

  test('the admin creates, searches, edits and deactivates a currency', async ({
    page,
    request,
  }) => {
    const source = await startPriceServer(4100);
    const admin = await apiLoginAsAdmin(request);
    const codigo = uniqueCode();
    const nombre = `Peso de prueba ${codigo}`;
    try {
      await loginAs(page, admin);
      await page.goto('/admin/monedas');
      await expect(page.getByRole('heading', { name: 'Monedas', level: 1 })).toBeVisible();
      await createInDialog(page, { nombre, codigo, simbolo: 'P$', url_precio: source.url });

      // The search asks the server; only the matching currency stays.
      await page.getByLabel('Buscar').fill(codigo);
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(2); // header + the match
      const row = rows.filter({ hasText: nombre });
      await expect(row).toContainText(codigo);
      await expect(row).toContainText(`${codigo} 4.100,00`, { timeout: 15_000 });
      await expect(page.getByText('Mostrando 1 a 1 de 1 resultados')).toBeVisible();

      // Edit: name and symbol.
      await row.getByRole('button', { name: `Editar ${nombre}` }).click();
      const editDialog = page.getByRole('dialog', { name: 'Editar moneda' });
      await expect(editDialog.getByLabel('Código')).toHaveValue(codigo);
      await editDialog.getByLabel('Nombre').fill(`${nombre} editado`);
      await editDialog.getByLabel('Símbolo').fill('PX');
      await editDialog.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Moneda actualizada correctamente')).toBeVisible();
      const edited = rows.filter({ hasText: `${nombre} editado` });
      await expect(edited).toContainText('PX 4.100,00');
      await shot(page, 'currencies-admin');
      await expectAccessible(page);

      // Filter (this page only): an active currency is not among the inactive ones.
      await page.getByLabel('Estado').selectOption('no');
      await expect(edited).toHaveCount(0);
      await page.getByLabel('Estado').selectOption('all');

      // Deactivate with confirmation; cancelling changes nothing.
      await edited.getByRole('button', { name: `Desactivar ${nombre} editado` }).click();
      const confirm = page.getByRole('dialog', { name: 'Desactivar moneda' });
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(edited).toContainText('Activa');
      await edited.getByRole('button', { name: `Desactivar ${nombre} editado` }).click();
      await confirm.getByRole('button', { name: 'Desactivar', exact: true }).click();
      await expect(page.getByText('Moneda desactivada correctamente')).toBeVisible();
      await expect(edited).toContainText('Inactiva');
      await expect(edited.getByRole('button', { name: /^Desactivar/ })).toHaveCount(0);
      await page.getByLabel('Estado').selectOption('si');
      await expect(edited).toHaveCount(0);

      // An inactive currency leaves the header strip.
      await page.goto('/');
      await expect(strip(page)).toBeVisible();
      await expect(strip(page).getByText(codigo)).toHaveCount(0);

      // On a phone the list is a column of cards with the same actions.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/monedas');
      await page.getByLabel('Buscar').fill(codigo);
      const card = page.getByRole('list', { name: 'Monedas' }).getByRole('listitem');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Inactiva');
      await expect(card.getByRole('button', { name: `Editar ${nombre} editado` })).toBeVisible();
    } finally {
      await source.close();
      await deactivateByCode(request, admin, codigo);
    }
  });

  test('the currency form shows each error text, and an error clears when its field is edited', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const taken = uniqueCode();
    const created = await request.post('/api/monedas', {
      headers: authHeaders(admin),
      data: {
        nombre: `Ocupada ${taken}`,
        codigo: taken,
        simbolo: 'O',
        url_precio: 'http://127.0.0.1:9/precio',
        status: 'no',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await loginAs(page, admin);
    await page.goto('/admin/monedas');
    await page.getByRole('button', { name: 'Nueva moneda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva moneda' });
    const submit = dialog.getByRole('button', { name: 'Crear moneda' });

    await submit.click();
    for (const text of [
      'El nombre es requerido',
      'El código es requerido',
      'El símbolo es requerido',
      'La URL de precio es requerida',
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await dialog.getByLabel('Nombre').fill('Moneda con errores');
    await expect(dialog.getByText('El nombre es requerido')).toHaveCount(0);
    await expect(dialog.getByText('El código es requerido')).toBeVisible();

    await dialog.getByLabel('Código').fill('V1');
    await dialog.getByLabel('Símbolo').fill('BsFSXX');
    await dialog.getByLabel('URL de precio').fill('esto no es una url');
    await submit.click();
    await expect(dialog.getByText('El código debe tener 3 letras')).toBeVisible();
    await expect(dialog.getByText('El símbolo no puede tener más de 5 caracteres')).toBeVisible();
    await expect(dialog.getByText('La URL no es válida')).toBeVisible();
    await expect(dialog.getByLabel('Símbolo')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'currencies-form-errors');

    await dialog.getByLabel('Símbolo').fill('Bs');
    await expect(dialog.getByText('El símbolo no puede tener más de 5 caracteres')).toHaveCount(0);
    await expect(dialog.getByLabel('Símbolo')).not.toHaveAttribute('aria-invalid', 'true');

    // A code another currency has: the server's answer, under the field.
    await dialog.getByLabel('Código').fill(taken.toLowerCase());
    await dialog.getByLabel('URL de precio').fill('http://127.0.0.1:9/otra');
    await submit.click();
    await expect(dialog.getByText('Ya existe una moneda con ese código')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });
});
