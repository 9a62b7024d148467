import {
  buyThroughApi,
  createPaymentMethod,
  createRaffle,
  deletePaymentMethod,
  posterPng,
  startPriceServer,
  uniqueCode,
  uniqueTitle,
} from './buyer-helpers';
import { apiLoginAsAdmin, authHeaders, expect, expectAccessible, shot, test } from './fixtures';

const HOUR = 60 * 60 * 1000;

test.describe('buyer pages', () => {
  test('home, active list (search and sort) and raffle detail: content, accessibility, screenshots', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const soon = await createRaffle(
      request,
      admin,
      {
        title: uniqueTitle('Camión Sorteo'),
        product_to_win: 'Camioneta 4x4',
        price_per_number: 20,
        draw_date: new Date(Date.now() + 3 * 24 * HOUR).toISOString(),
        is_minimal_required: true,
        minimal_number: 40,
      },
      await posterPng('#7c3aed', '#db2777'),
    );
    const later = await createRaffle(
      request,
      admin,
      {
        title: uniqueTitle('Televisor Sorteo'),
        product_to_win: 'Televisor 65 pulgadas',
        price_per_number: 2.5,
        draw_date: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
        end_number: 999,
      },
      await posterPng('#0891b2', '#4f46e5'),
    );

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¿Cómo funciona?' })).toBeVisible();
    const soonCard = page.getByRole('article').filter({ hasText: soon.title });
    await expect(soonCard.getByText('Camioneta 4x4')).toBeVisible();
    await expect(soonCard.getByText('$20.00')).toBeVisible();
    await expect(soonCard.getByText('0 de 100 vendidos')).toBeVisible();
    await expect(soonCard.getByRole('link', { name: /Ver detalles de la rifa/ })).toHaveAttribute(
      'href',
      `/raffles/${soon.id}`,
    );
    await shot(page, 'buyer-home');
    await expectAccessible(page);

    await page.goto('/raffles');
    // Other specs' raffles share these words: the title's unique tail keeps the count ours.
    const tail = (title: string) => title.split(' ').at(-1)!;
    await page.getByLabel('Buscar').fill(`televisor sorteo ${tail(later.title)}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: later.title })).toBeVisible();
    // Accents and case do not matter.
    await page.getByLabel('Buscar').fill(`camion sorteo ${tail(soon.title)}`);
    await expect(page.getByRole('heading', { name: soon.title })).toBeVisible();
    await page.getByLabel('Buscar').fill('no existe nada así');
    await expect(page.getByText('Ningún sorteo coincide con tu búsqueda')).toBeVisible();
    await page.getByLabel('Buscar').fill('Sorteo');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: menor a mayor' });
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(titles.indexOf(later.title)).toBeLessThan(titles.indexOf(soon.title));
    await page.getByLabel('Ordenar por').selectOption({ label: 'Precio: mayor a menor' });
    const reversed = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(reversed.indexOf(soon.title)).toBeLessThan(reversed.indexOf(later.title));
    await page.getByLabel('Buscar').fill('');
    await shot(page, 'buyer-raffles');
    await expectAccessible(page);

    await page.getByRole('article').filter({ hasText: soon.title }).getByRole('link').click();
    await expect(page).toHaveURL(`/raffles/${soon.id}`);
    // The address changes before the raffle's page replaces the list (its own chunk).
    await expect(page.getByRole('heading', { level: 1, name: soon.title })).toBeVisible();
    await expect(page.getByText('Activa', { exact: true })).toBeVisible();
    await expect(page.getByText('Instagram @rifas')).toBeVisible();
    await expect(page.getByText('100 números disponibles')).toBeVisible();
    await expect(page.getByText('Se necesitan al menos')).toContainText('40');
    await expect(page.getByText('00 al 99', { exact: true })).toBeVisible();
    await expect(page.getByText(/contactado dentro de las 24 horas/)).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Tiempo restante para el sorteo' })).toBeVisible();
    // The countdown ticks every second.
    const before = await page.getByRole('timer').textContent();
    await expect
      .poll(() => page.getByRole('timer').textContent(), { timeout: 3000 })
      .not.toBe(before);
    await expectAccessible(page);
    await shot(page, 'buyer-detail');

    // The share link opens the same raffle.
    await page.goto(`/raffle/${soon.id}`);
    await expect(page).toHaveURL(`/raffles/${soon.id}`);
    await page.goto('/raffles/99999999');
    await expect(page.getByText('Rifa no encontrada')).toBeVisible();
  });

  test('past raffles: winner banner, not sold, announced soon, and no picker', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const method = await createPaymentMethod(request, admin);
    const drawn = await createRaffle(
      request,
      admin,
      { title: uniqueTitle('Sorteo Ganado') },
      await posterPng('#f59e0b', '#dc2626'),
    );
    const bought = await buyThroughApi(request, drawn.id, method.id, [7]);
    expect(bought.status()).toBe(201);
    const { payment } = (await bought.json()) as { payment: { id: number } };
    const validated = await request.post(`/api/payments/${payment.id}/validate`, {
      headers: authHeaders(admin),
    });
    expect(validated.status(), await validated.text()).toBe(200);

    // The draw happened: the admin saves the winning number once the date has passed.
    const current = await (await request.get(`/api/raffles/${drawn.id}`)).json();
    const updated = await request.put(`/api/raffles/${drawn.id}`, {
      headers: authHeaders(admin),
      data: {
        ...current,
        draw_date: new Date(Date.now() - HOUR).toISOString(),
        numero_ganador: 7,
        status: 'active',
      },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    const notSold = await createRaffle(request, admin, {
      title: uniqueTitle('Sorteo Sin Vender'),
      draw_date: new Date(Date.now() - HOUR).toISOString(),
      numero_ganador: 55,
    });
    const soonToBeAnnounced = await createRaffle(request, admin, {
      title: uniqueTitle('Sorteo Por Anunciar'),
      draw_date: new Date(Date.now() - HOUR).toISOString(),
    });

    await page.goto('/past-raffles');
    for (const raffle of [drawn, notSold, soonToBeAnnounced]) {
      await expect(page.getByRole('heading', { name: raffle.title })).toBeVisible();
    }
    await expect(page.getByRole('article').filter({ hasText: drawn.title })).toContainText(
      /Número ganador:\s*07/,
    );
    await shot(page, 'buyer-past-raffles');
    await expectAccessible(page);

    await page.goto(`/raffles/${drawn.id}`);
    await expect(page.getByText('Finalizada', { exact: true })).toBeVisible();
    await expect(page.getByText('¡Tenemos ganador!')).toBeVisible();
    await expect(page.getByText('Otra P.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rifa Finalizada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceder al pago' })).toHaveCount(0);
    await shot(page, 'buyer-detail-winner');
    // On a phone the news comes first: the whole banner is above the fold.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: '¡Tenemos ganador!' });
    const box = await banner.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);

    await page.goto(`/raffles/${notSold.id}`);
    await expect(page.getByText('El número ganador (55) no fue vendido')).toBeVisible();
    await page.goto(`/raffles/${soonToBeAnnounced.id}`);
    // The banner's status; the 'Sorteo verificable' section may say it too once it loads.
    await expect(
      page.getByRole('status').getByText('El ganador será anunciado pronto', { exact: true }),
    ).toBeVisible();
    await deletePaymentMethod(request, admin, method);
  });

  test('a card shows the price converted into a currency that has a rate', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const source = await startPriceServer(36.5);
    const codigo = uniqueCode();
    const created = await request.post('/api/monedas', {
      headers: authHeaders(admin),
      data: { nombre: 'Bolívar de prueba', codigo, simbolo: 'Bs', url_precio: source.url },
    });
    expect(created.status(), await created.text()).toBe(201);
    const currency = (await created.json()) as { id: number };
    try {
      await expect
        .poll(
          async () => {
            const rates = (await (await request.get('/api/monedas/rates')).json()) as {
              codigo: string;
              precio: unknown;
            }[];
            return rates.find((r) => r.codigo === codigo)?.precio;
          },
          { timeout: 15_000 },
        )
        .toBe(36.5);
      const raffle = await createRaffle(request, admin, { price_per_number: 5 });

      await page.goto('/raffles');
      const card = page.getByRole('article').filter({ hasText: raffle.title });
      await expect(card.getByRole('list', { name: 'Precio en otras monedas' })).toContainText(
        'Bs 182,50',
      );
      await page.goto(`/raffles/${raffle.id}`);
      await page
        .getByRole('group', { name: 'Números de la rifa' })
        .getByRole('button', { name: '01', exact: true })
        .click();
      await page
        .getByRole('group', { name: 'Números de la rifa' })
        .getByRole('button', { name: '02', exact: true })
        .click();
      const summary = page.getByRole('region', { name: 'Resumen de compra' });
      await expect(summary.getByText('$10.00')).toBeVisible();
      // Other specs may leave Bs currencies of their own: each shows its line.
      await expect(summary.getByText('Bs 365,00').first()).toBeVisible();
    } finally {
      await request.delete(`/api/monedas/${currency.id}`, { headers: authHeaders(admin) });
      await source.close();
    }
  });
});
