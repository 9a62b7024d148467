import { buyThroughApi, createPaymentMethod, createRaffle } from './buyer-helpers';
import { apiLoginAsAdmin, authHeaders, expect, loginAs, shot, test } from './fixtures';

// Issue 44 (ADR 088): past its close time and before its draw, a raffle sells nothing. The
// public page says 'Ventas cerradas' where the picker was; the admin's draw panel says so too.

test.use({ viewport: { width: 390, height: 844 } });

test('sales closed by the clock: no picker, no buying, the admin is told', async ({
  page,
  request,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const method = await createPaymentMethod(request, admin);
  const closeAt = Date.now() + 15_000;
  const raffle = await createRaffle(request, admin, {
    auto_close: 'time',
    draw_date: new Date(Date.now() + 60 * 60_000).toISOString(),
    sales_close_at: new Date(closeAt).toISOString(),
  });
  // A payment still waiting for review: the list is not fixed at the close time.
  const bought = await buyThroughApi(request, raffle.id, method.id, [4]);
  expect(bought.status(), await bought.text()).toBe(201);
  await page.waitForTimeout(Math.max(0, closeAt - Date.now()) + 1_000);

  await page.goto(`/raffles/${raffle.id}`);
  await expect(page.getByRole('heading', { name: 'Ventas cerradas' })).toBeVisible();
  await expect(page.getByText(/^Las ventas cerraron el /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceder al pago' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Elegir mis números' })).toHaveCount(0);
  await shot(page, 'sales-closed-public');

  await loginAs(page, admin);
  await page.goto(`/admin/edit-raffle/${raffle.id}`);
  const panel = page.getByRole('region', { name: 'Sorteo verificable' });
  // The edit page and its panels are chunks of their own: slow on a loaded machine.
  await expect(panel.getByText(/^Ventas cerradas: pasó la hora de cierre/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    (await request.get(`/api/raffles/${raffle.id}`, { headers: authHeaders(admin) })).json(),
  ).resolves.toMatchObject({ sales_closed: true, can_sell: false });
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'sales-closed-admin');
});
