import { apiLoginAsAdmin, authHeaders, expect, loginAs, shot, test } from './fixtures';

// A loopback port nobody listens on: the mailbox is down (scripts/e2e-server.mjs allows it
// with ALLOW_PRIVATE_IMAP_HOSTS).
const DOWN_PORT = Number(process.env.E2E_PORT ?? 3100) + 21000;
const PASSWORD = 'clave-de-aplicacion-e2e-4821';

test("'Fuentes automáticas' from 'Conciliar' on a phone: a mailbox that is down says so", async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, admin);
  await page.goto('/admin/conciliar');
  await page.getByRole('link', { name: /^Fuentes automáticas:/ }).click();
  await expect(page.getByRole('heading', { name: 'Fuentes automáticas', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo buzón' }).click();
  await page.getByLabel('Servidor IMAP').fill('127.0.0.1');
  await page.getByLabel('Puerto').fill(String(DOWN_PORT));
  await page.getByLabel('Conexión segura (TLS)').uncheck();
  await page.getByLabel('Usuario').fill('cobros@rifas.test');
  await page.getByLabel('Contraseña de aplicación').fill(PASSWORD);
  await page.getByLabel('Banesco').check();
  await page.getByLabel('Validar solas las coincidencias exactas').check();
  await page.getByRole('button', { name: 'Guardar el buzón' }).click();
  const source = page.getByTestId('payment-source').filter({ hasText: `127.0.0.1:${DOWN_PORT}` });
  await expect(source).toBeVisible();
  await source.getByRole('button', { name: 'Probar conexión' }).click();
  await expect(
    source.getByText('No se pudo conectar: el servidor rechazó la conexión'),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText(PASSWORD);
  await shot(page, 'payment-sources-down');

  const listed = await request.get('/api/payment-sources', { headers: authHeaders(admin) });
  expect(await listed.text()).not.toContain(PASSWORD);
  for (const { id } of (await listed.json()).sources as { id: number }[]) {
    await request.delete(`/api/payment-sources/${id}`, { headers: authHeaders(admin) });
  }
});
