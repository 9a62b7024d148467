import { readFileSync } from 'node:fs';
import { purchaseWithReceipt, transferMethod, uniqueBuyer } from './admin-ops-helpers';
import { createRaffle, viewShot } from './buyer-helpers';
import {
  adminCredentials,
  apiLoginAsAdmin,
  authHeaders,
  expect,
  loginAs,
  shot,
  test,
} from './fixtures';
import { ownShopPort, startOwnShop } from './own-shop';

// 'Vaciar Todo' empties every raffle and payment, so it runs against a shop of its
// own (a second server on a fresh database): the other specs keep their data
// whatever order or worker they run in, and "nothing is left" is checkable here.
test.use({ baseURL: `http://localhost:${ownShopPort}` });

let shop: Awaited<ReturnType<typeof startOwnShop>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startOwnShop();
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await shop?.stop();
});

test.describe('empty database', () => {
  test("'Vaciar Todo' empties raffles and payments after a backup the admin downloads", async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin);
    const method = await transferMethod(request, admin);
    await purchaseWithReceipt(request, raffle.id, method.id, [1], uniqueBuyer('Sofía'));

    await loginAs(page, admin);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Vaciar Todo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vaciar Todo' });
    await expect(dialog).toContainText(
      '¿Estás seguro de vaciar toda la base de datos? Esta acción no se puede deshacer.',
    );
    await dialog.getByLabel('Tu contraseña').fill(adminCredentials.password);
    await viewShot(page, 'admin-empty-database');
    await dialog.getByRole('button', { name: 'Vaciar Todo' }).click();
    await expect(page.getByText('Base de datos vaciada correctamente')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar copia de seguridad' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rifas-backup-\d{8}-\d{6}-[a-f0-9]{8}\.tar\.gz$/);
    const archive = readFileSync(await download.path());
    expect(archive.length).toBeGreaterThan(100);
    expect([archive[0], archive[1]]).toEqual([0x1f, 0x8b]); // gzip

    // Raffles and payments are gone; the admin (users), methods and currencies stay.
    await expect(page.getByText('No hay sorteos todavía')).toBeVisible();
    await expect(page.getByText('No hay pagos recientes')).toBeVisible();
    const raffles = await request.get('/api/raffles', { headers: authHeaders(admin) });
    expect(await raffles.json()).toEqual([]);
    const methods = await request.get('/api/payment-methods?all=1', {
      headers: authHeaders(admin),
    });
    expect(((await methods.json()) as { id: number }[]).map((m) => m.id)).toContain(method.id);
    await shot(page, 'admin-dashboard-emptied');
  });
});
