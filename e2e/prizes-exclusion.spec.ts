import { SPLASH_SEEN_KEY } from '../apps/web/src/lib/storage-keys';
import { buyThroughApi, createPaymentMethod, deletePaymentMethod } from './buyer-helpers';
import { apiLoginAsAdmin, authHeaders, expect, loginAs, test, snap } from './fixtures';

const PHONE = { width: 390, height: 844 };

// Issue 42, point 6: the operator chooses whether a number may win twice.
test('a terminal prize that excludes earlier winners does not pay the 1er premio again; Verificar agrees', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await apiLoginAsAdmin(request);
  await loginAs(page, admin);
  await page.setViewportSize(PHONE);

  const title = `Rifa sin repetir ${Date.now().toString(36).replace(/\d/g, 'x')}`;
  await page.goto('/admin/create-raffle');
  await page.getByLabel(/^Título/).fill(title);
  await page.getByLabel(/^Premio/).fill('Moto 0 km');
  await page.getByLabel(/^Precio por número/).fill('2');
  await page
    .getByRole('textbox', { name: 'Fecha y hora del sorteo', exact: true })
    .fill('2031-12-24T19:00');
  await page.getByLabel('Activar rifa inmediatamente').check();
  await page.getByRole('button', { name: 'Agregar premio' }).click();
  const second = page.getByRole('group', { name: '2do premio' });
  await second.getByLabel(/^Qué gana/).fill('Diez dólares');
  await second.getByLabel(/^Cifras finales/).fill('1');
  await expect(
    second.getByText(/Sin marcar, un número puede ganar este premio y otro anterior/),
  ).toBeVisible();
  await second.getByLabel('Excluir números que ya ganaron un premio anterior').check();
  await snap(second, { path: 'e2e/artifacts/prizes-exclude-editor-390.png' });
  await page.getByRole('button', { name: 'Crear Rifa y Activar' }).click();
  await expect(page).toHaveURL('/admin/raffles');

  const list = await request.get('/api/raffles', { headers: authHeaders(admin) });
  const raffle = ((await list.json()) as { id: number; title: string }[]).find(
    (r) => r.title === title,
  )!;
  const method = await createPaymentMethod(request, admin);
  for (const numbers of [[47], [17]]) {
    const bought = await buyThroughApi(request, raffle.id, method.id, numbers, `x-${numbers[0]}`);
    expect(bought.status(), await bought.text()).toBe(201);
    const { payment } = (await bought.json()) as { payment: { id: number } };
    const ok = await request.post(`/api/payments/${payment.id}/validate`, {
      headers: authHeaders(admin),
    });
    expect(ok.status()).toBe(200);
  }
  await deletePaymentMethod(request, admin, method);

  await page.goto(`/admin/edit-raffle/${raffle.id}`);
  const panel = page.getByRole('region', { name: 'Sorteo verificable' });
  await panel.getByRole('button', { name: 'Cerrar ventas y publicar lista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cerrar ventas y publicar lista' });
  await dialog.getByRole('button', { name: 'Cerrar ventas' }).click();
  await expect(dialog).toBeHidden();
  // Two minutes from now in Caracas (UTC-4): more than 5 minutes ahead is refused as future.
  const soon = new Date(Date.now() + 2 * 60_000 - 4 * 3_600_000).toISOString().slice(0, 16);
  await panel.getByLabel('Lotería').first().fill('Lotería del Táchira');
  await panel.getByLabel('Fecha y hora de su sorteo').first().fill(soon);
  await panel.getByLabel('Resultado publicado').first().fill('12347');
  await panel.getByRole('button', { name: 'Revisar y registrar' }).first().click();
  const confirm = page.getByRole('dialog', { name: '¿Registrar el resultado oficial?' });
  // 47 wins the 1er premio, so the terminal pays 17 alone.
  await expect(confirm.getByTestId('result-prizes')).toContainText(
    '2do premio, Diez dólares: 17 (',
  );
  await expect(confirm.getByTestId('result-prizes')).not.toContainText('Diez dólares: 47');
  await snap(page, { path: 'e2e/artifacts/prizes-exclude-confirm-390.png' });
  await confirm.getByRole('button', { name: 'Registrar antes de la fecha anunciada' }).click();
  await expect(confirm).toBeHidden();

  const guest = await browser.newPage({
    viewport: PHONE,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
  });
  await guest.addInitScript((key) => window.sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
  await guest.goto(`${new URL(page.url()).origin}/raffles/${raffle.id}`);
  const results = guest.getByRole('region', { name: 'Resultados del sorteo' });
  await expect(results.getByTestId('prize')).toHaveCount(2);
  await expect(results.getByTestId('prize').nth(1)).toContainText('17 ');
  await expect(results.getByTestId('prize').nth(1)).not.toContainText('47 Otra');
  const section = guest.getByRole('region', { name: 'Sorteo verificable' });
  await expect(
    section.getByText(/Un número que ya ganó un premio anterior no participa en este/),
  ).toBeAttached();
  await results.getByRole('button', { name: 'Verificar' }).click();
  const lines = results.getByTestId('verify-lines').getByRole('listitem');
  await expect(lines).toHaveCount(3);
  for (const line of await lines.all()) await expect(line).toHaveText(/^✓ /);
  // The floating chat button steps aside rather than cover the results (issue 42, point 7).
  // The last line at the bottom edge, where the button sits (centred it may clear the button).
  await lines.last().evaluate((line) => line.scrollIntoView({ block: 'end' }));
  await expect(guest.getByRole('link', { name: /Escríbenos por WhatsApp/ })).toHaveCount(0);
  await snap(guest, { path: 'e2e/artifacts/prizes-exclude-verified-390.png' });
  await guest.setViewportSize({ width: 1280, height: 800 });
  await snap(guest, { path: 'e2e/artifacts/prizes-exclude-verified-1280.png' });
  await guest.close();
});
