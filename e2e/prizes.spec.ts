import { SPLASH_SEEN_KEY } from '../apps/web/src/lib/storage-keys';
import type { APIRequestContext } from '@playwright/test';
import {
  buyThroughApi,
  createPaymentMethod,
  deletePaymentMethod,
  receiptPng,
} from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  loginAs,
  test,
  type LoginResult,
  snap,
} from './fixtures';

const PHONE = { width: 390, height: 844 };

async function paidPurchase(
  request: APIRequestContext,
  admin: LoginResult,
  raffleId: number,
  methodId: number,
  numbers: number[],
): Promise<{ id: number; ticket: string }> {
  const response = await buyThroughApi(request, raffleId, methodId, numbers, `p-${numbers[0]}`);
  expect(response.status(), await response.text()).toBe(201);
  const { payment } = (await response.json()) as { payment: { id: number; ticket_code: string } };
  const validate = await request.post(`/api/payments/${payment.id}/validate`, {
    headers: authHeaders(admin),
  });
  expect(validate.status(), await validate.text()).toBe(200);
  return { id: payment.id, ticket: payment.ticket_code };
}

test.describe('several prizes', () => {
  test('the operator sets three prizes, closes sales and records each result; the ticket says which prize it won; Verificar passes for every list', async ({
    page,
    request,
    browser,
  }) => {
    // A whole raffle's life in one test, on a shared machine.
    test.setTimeout(180_000);
    const admin = await apiLoginAsAdmin(request);
    await loginAs(page, admin);
    await page.setViewportSize(PHONE);

    // The form: the 1er premio is the raffle's 'Premio'; two more after it.
    const title = `Rifa de premios ${Date.now().toString(36).replace(/\d/g, 'x')}`;
    await page.goto('/admin/create-raffle');
    await page.getByLabel(/^Título/).fill(title);
    await page.getByLabel(/^Premio/).fill('Moto 0 km');
    await page.getByLabel(/^Número final/).fill('999');
    await page.getByLabel(/^Precio por número/).fill('2');
    await page
      .getByRole('textbox', { name: 'Fecha y hora del sorteo', exact: true })
      .fill('2031-12-24T19:00');
    await page.getByLabel('Activar rifa inmediatamente').check();
    await page.getByRole('button', { name: 'Agregar premio' }).click();
    const second = page.getByRole('group', { name: '2do premio' });
    await second.getByLabel(/^Qué gana/).fill('Un televisor');
    await second.getByLabel('Tipo').selectOption('official');
    await second.getByLabel(/^Lotería de su resultado/).fill('Triple Zulia');
    await page.getByRole('button', { name: 'Agregar premio' }).click();
    const third = page.getByRole('group', { name: '3er premio' });
    await third.getByLabel(/^Qué gana/).fill('Cien dólares');
    await third.getByLabel('Tipo').selectOption('terminal');
    await third.getByLabel(/^Cifras finales/).fill('2');
    await expect(third.getByText('En una rifa de 1.000, 2 cifras: 10 números')).toBeVisible();
    await snap(third, { path: 'e2e/artifacts/prizes-editor-390.png' });
    await page.getByRole('button', { name: 'Crear Rifa y Activar' }).click();
    await expect(page).toHaveURL('/admin/raffles');

    const list = await request.get('/api/raffles', { headers: authHeaders(admin) });
    const raffle = ((await list.json()) as { id: number; title: string }[]).find(
      (r) => r.title === title,
    )!;
    const detail = await request.get(`/api/raffles/${raffle.id}`);
    const prizes = ((await detail.json()) as { prizes: { title: string; kind: string }[] }).prizes;
    expect(prizes.map((p) => [p.title, p.kind])).toEqual([
      ['Moto 0 km', 'main'],
      ['Un televisor', 'official'],
      ['Cien dólares', 'terminal'],
    ]);

    // A prize's picture (issue 27): chosen in the form once the raffle exists, sent at once.
    await page.goto(`/admin/edit-raffle/${raffle.id}`);
    const saved = page.getByRole('group', { name: '2do premio' });
    await saved.getByLabel('Elegir imagen del 2do premio').setInputFiles({
      name: 'televisor.png',
      mimeType: 'image/png',
      buffer: await receiptPng(),
    });
    await expect(saved.getByText('Imagen del premio guardada')).toBeVisible();
    await expect(saved.getByLabel('Cambiar imagen del 2do premio')).toBeAttached();
    await expect(
      saved.getByRole('img', { name: 'Imagen del 2do premio: Un televisor' }),
    ).toBeVisible();
    await snap(saved, { path: 'e2e/artifacts/prizes-image-editor-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await saved.scrollIntoViewIfNeeded();
    await snap(page, { path: 'e2e/artifacts/prizes-image-editor-1280.png' });
    await page.setViewportSize(PHONE);

    const method = await createPaymentMethod(request, admin);
    const moto = await paidPurchase(request, admin, raffle.id, method.id, [547]);
    const two = await paidPurchase(request, admin, raffle.id, method.id, [47, 300]);
    await deletePaymentMethod(request, admin, method);

    // Close sales, then the 1er premio's result: the confirmation lists every prize it decides.
    await page.goto(`/admin/edit-raffle/${raffle.id}`);
    const panel = page.getByRole('region', { name: 'Sorteo verificable' });
    await page.getByRole('button', { name: 'Cerrar ventas y publicar lista' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar ventas y publicar lista' });
    await dialog.getByRole('button', { name: 'Cerrar ventas' }).click();
    await expect(dialog).toBeHidden();

    // Caracas is UTC-4 all year: two minutes from now, as its wall clock reads (a result more
    // than 5 minutes ahead is refused as future, issue 44).
    const soon = new Date(Date.now() + 2 * 60_000 - 4 * 3_600_000).toISOString().slice(0, 16);
    await panel.getByLabel('Lotería').first().fill('Lotería del Táchira');
    await panel.getByLabel('Fecha y hora de su sorteo').first().fill(soon);
    await panel.getByLabel('Resultado publicado').first().fill('98547');
    await panel.getByRole('button', { name: 'Revisar y registrar' }).first().click();
    const confirm = page.getByRole('dialog', { name: '¿Registrar el resultado oficial?' });
    await expect(confirm.getByTestId('result-winner')).toHaveText('Gana el número 547 (Otra P.).');
    await expect(confirm.getByTestId('result-prizes')).toContainText(
      '3er premio, Cien dólares: 047 (Otra P.), 547 (Otra P.)',
    );
    await snap(page, { path: 'e2e/artifacts/prizes-confirm-main-390.png' });
    await confirm.getByRole('button', { name: 'Registrar antes de la fecha anunciada' }).click();
    await expect(confirm).toBeHidden();

    // The 2do premio takes its own official result (its lottery named at creation).
    await expect(
      panel.getByText('Registrar el resultado del 2do premio (Un televisor)'),
    ).toBeVisible();
    await expect(panel.getByLabel('Lotería')).toHaveValue('Triple Zulia');
    await panel.getByLabel('Fecha y hora de su sorteo').fill(soon);
    await panel.getByLabel('Resultado publicado').fill('7300');
    await panel.getByRole('button', { name: 'Revisar y registrar' }).click();
    await expect(confirm.getByTestId('result-prizes')).toHaveText(
      '2do premio, Un televisor: 300 (Otra P.)',
    );
    await snap(page, { path: 'e2e/artifacts/prizes-confirm-second-390.png' });
    await confirm.getByRole('button', { name: 'Registrar resultado' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Revisar y registrar' })).toHaveCount(0);
    await panel.getByRole('heading', { name: 'Premios' }).scrollIntoViewIfNeeded();
    await snap(page, { path: 'e2e/artifacts/prizes-admin-390.png' });

    // Anyone: the results first on the page, and 'Verificar' checks every list and prize.
    const origin = new URL(page.url()).origin;
    const guest = await browser.newPage({
      viewport: PHONE,
      locale: 'es-VE',
      timezoneId: 'America/Caracas',
    });
    await guest.addInitScript((key) => window.sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
    await guest.goto(`${origin}/raffles/${raffle.id}`);
    const results = guest.getByRole('region', { name: 'Resultados del sorteo' });
    await expect(results.getByTestId('prize')).toHaveCount(3);
    await expect(results.getByText('547 Otra P.', { exact: true })).toBeInViewport();
    await expect(results.getByText('Triple Zulia: 7300', { exact: false })).toBeInViewport();
    await expect(results.getByTestId('results-fingerprint')).toBeInViewport();
    await expect(results.getByRole('button', { name: 'Verificar' })).toBeInViewport();
    // The 2do premio's picture, loaded beside it.
    const picture = results.getByRole('img', { name: 'Imagen del 2do premio: Un televisor' });
    await expect(picture).toBeInViewport();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await snap(guest, { path: 'e2e/artifacts/prizes-results-390.png' });
    // Further down, each prize's published rule, the unsold choice included.
    const section = guest.getByRole('region', { name: 'Sorteo verificable' });
    await expect(section.getByText('Regla de este premio')).toHaveCount(3);
    await expect(section.getByText(/el premio se declara desierto/).first()).toBeAttached();
    await results.getByRole('button', { name: 'Verificar' }).click();
    const lines = results.getByTestId('verify-lines').getByRole('listitem');
    await expect(lines).toHaveCount(4);
    for (const line of await lines.all()) await expect(line).toHaveText(/^✓ /);
    await snap(guest, { path: 'e2e/artifacts/prizes-verified-390.png', fullPage: true });
    await guest.setViewportSize({ width: 1280, height: 800 });
    await snap(guest, { path: 'e2e/artifacts/prizes-results-1280.png' });
    await guest.setViewportSize(PHONE);

    // The buyers' tickets say which prize each of their numbers won.
    await guest.goto(`${origin}/ticket/${two.ticket}`);
    const won = guest.getByRole('region', { name: 'Resultado del sorteo' });
    await expect(won).toContainText('¡Este ticket ganó!');
    await expect(won).toContainText('2do premio, Un televisor: lo ganó tu número 300.');
    await expect(won).toContainText('3er premio, Cien dólares: lo ganó tu número 047.');
    await expect(won).toContainText('1er premio, Moto 0 km: este ticket no lo ganó.');
    await snap(guest, { path: 'e2e/artifacts/prizes-ticket-390.png', fullPage: true });
    await guest.goto(`${origin}/ticket/${moto.ticket}`);
    await expect(guest.getByRole('region', { name: 'Resultado del sorteo' })).toContainText(
      '1er premio, Moto 0 km: lo ganó tu número 547.',
    );
    await guest.close();
  });
});
