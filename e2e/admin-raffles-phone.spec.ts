import type { Page } from '@playwright/test';
import { createRaffle } from './buyer-helpers';
import { apiLoginAsAdmin, expect, loginAs, shot, test } from './fixtures';

const HOUR = 60 * 60 * 1000;

/** The row (table from md up) or the card (phone list) of a raffle, by its unique title. */
function raffleEntry(page: Page, title: string) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 768;
  return wide
    ? page.getByRole('table', { name: 'Rifas' }).getByRole('row').filter({ hasText: title })
    : page.getByRole('list', { name: 'Rifas' }).getByRole('listitem').filter({ hasText: title });
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`the admin raffle list says 'Necesita ganador' once the draw date passed without a winner (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const admin = await apiLoginAsAdmin(request);
    // Unique per attempt: a retry or a repeat must not find the previous attempt's raffles too.
    const tag = Math.random().toString(36).slice(2, 6);
    const overdue = await createRaffle(request, admin, {
      title: `Sorteo vencido ${width} ${tag}`,
      draw_date: new Date(Date.now() - HOUR).toISOString(),
    });
    const upcoming = await createRaffle(request, admin, {
      title: `Sorteo próximo ${width} ${tag}`,
    });
    const drawn = await createRaffle(request, admin, {
      title: `Sorteo con ganador ${width} ${tag}`,
      draw_date: new Date(Date.now() - HOUR).toISOString(),
      numero_ganador: 42,
    });

    await loginAs(page, admin);
    await page.goto('/admin/raffles');
    const overdueEntry = raffleEntry(page, overdue.title);
    await expect(overdueEntry).toHaveCount(1);
    await expect(overdueEntry.getByText('Necesita ganador', { exact: true })).toBeVisible();
    // The same list without the badge where nothing is missing.
    await expect(raffleEntry(page, upcoming.title)).toContainText('Activa');
    await expect(raffleEntry(page, upcoming.title)).not.toContainText('Necesita ganador');
    await expect(raffleEntry(page, drawn.title)).toContainText('Completada');
    await expect(raffleEntry(page, drawn.title)).not.toContainText('Necesita ganador');

    // The filter by situation keeps it and drops the others.
    await page.getByLabel('Situación').selectOption('needs_winner');
    await expect(page).toHaveURL(/[?&]estado=needs_winner/);
    await expect(raffleEntry(page, overdue.title)).toHaveCount(1);
    await expect(raffleEntry(page, upcoming.title)).toHaveCount(0);
    await expect(raffleEntry(page, drawn.title)).toHaveCount(0);
    if (width === 390) await shot(page, 'admin-raffles-needs-winner');
  });
}

test('the admin raffle table fits a 1280 px screen without sideways scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiLoginAsAdmin(request);
  const tag = Math.random().toString(36).slice(2, 6);
  // Long texts everywhere a cell can grow: the table must still fit.
  const raffle = await createRaffle(request, admin, {
    title: `Gran sorteo aniversario con premios extraordinarios para todos ${tag}`,
    description:
      'Una descripción muy larga que el listado corta a los primeros cincuenta caracteres siempre.',
    product_to_win: 'Camioneta cuatro por cuatro último modelo con accesorios completos',
    draw_date: new Date(Date.now() - HOUR).toISOString(),
  });

  await loginAs(page, admin);
  await page.goto('/admin/raffles');
  const table = page.getByRole('table', { name: 'Rifas' });
  await expect(table.getByRole('row').filter({ hasText: raffle.title })).toHaveCount(1);
  const fit = await table.evaluate((element) => {
    const box = element.parentElement!;
    return {
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      table: element.scrollWidth,
      container: box.clientWidth,
    };
  });
  expect(fit.page, 'the page scrolls sideways').toBeLessThanOrEqual(fit.viewport);
  expect(fit.table, 'the table is wider than its box').toBeLessThanOrEqual(fit.container);
  // The last action of the row lies inside the table's box, not past its right edge.
  const remove = await page
    .getByRole('button', { name: `Más acciones: ${raffle.title}` })
    .boundingBox();
  const box = await table.locator('xpath=..').boundingBox();
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(box!.x + box!.width);
  await shot(page, 'admin-raffles-table');
});
