import { createRaffle, numberButton, viewShot } from './buyer-helpers';
import { apiLoginAsAdmin, expect, test, snap } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 42, point 3: packs and every prize are where buyers decide. On a phone the
 * raffle's first screens name each prize (title, kind in plain words, the
 * preventa's deadline) and offer the packs as buttons before the number grid;
 * the home cards and the share text name them too.
 */
test.describe('a raffle with several prizes and packs, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows every prize and the packs before the grid; a pack button selects its numbers', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const cutoff = new Date(Date.now() + 5 * DAY).toISOString();
    const raffle = await createRaffle(request, admin, {
      product_to_win: 'Moto 0 km',
      price_per_number: 5,
      packs: [{ quantity: 5, price: 20 }],
      prizes: [
        { title: 'Moto 0 km', kind: 'main' },
        { title: 'Un televisor', kind: 'official', lottery_name: 'Triple Zulia' },
        { title: 'Cien dólares', kind: 'terminal', digits: 1 },
        {
          title: 'Una bicicleta',
          kind: 'early_bird',
          lottery_name: 'Lotería del Táchira',
          cutoff_at: cutoff,
        },
      ],
    });

    await page.goto(`/raffles/${raffle.id}`);
    const prizes = page.getByRole('region', { name: 'Premios' });
    await expect(prizes.getByTestId('offer-prize')).toHaveCount(4);
    await expect(prizes).toContainText('2do premio');
    await expect(prizes).toContainText('Un televisor');
    await expect(prizes).toContainText('Sale del resultado de Triple Zulia');
    await expect(prizes).toContainText('Ganan los números vendidos que terminen igual');
    await expect(prizes).toContainText('Una bicicleta');
    await expect(
      prizes.getByText(/^Preventa hasta el .+: compra antes para participar$/),
    ).toBeVisible();
    await expect(page.getByText('Paquetes: 5 por $20').first()).toBeVisible();

    // Before the grid, on the way down a phone's page.
    const pack = page.getByRole('button', { name: 'Paquete de 5 por $20' });
    const firstNumber = numberButton(page, '00');
    await expect(firstNumber).toBeVisible();
    const gridTop = (await firstNumber.boundingBox())!.y;
    expect((await prizes.boundingBox())!.y).toBeLessThan(gridTop);
    expect((await pack.boundingBox())!.y).toBeLessThan(gridTop);
    await snap(page, { path: 'e2e/artifacts/raffle-offers-first-screen-390.png' });
    await viewShot(page, 'raffle-offers-first-screen');

    // One tap: five numbers chosen at random, priced as the pack.
    await pack.click();
    await expect(pack).toHaveAttribute('aria-pressed', 'true');
    const chips = page.getByRole('list', { name: 'Números seleccionados' }).getByRole('listitem');
    await expect(chips).toHaveCount(5);
    await expect(page.getByText('Paquete 5 por $20').first()).toBeVisible();

    // The share text names the prizes and the pack.
    const share = page.getByRole('link', { name: /Compartir por WhatsApp/ });
    const text = decodeURIComponent(
      new URL((await share.getAttribute('href'))!).searchParams.get('text') ?? '',
    );
    expect(text).toContain('Moto 0 km · 2do premio: Un televisor · 3er premio: Cien dólares');
    expect(text).toContain('Paquetes: 5 por $20');

    // Home: the newest raffle first, its card naming the other prizes and the pack.
    await page.goto('/');
    const card = page.getByRole('article').first();
    await expect(card).toContainText(raffle.title);
    await expect(card).toContainText('2do premio: Un televisor');
    await expect(card).toContainText('3er premio: Cien dólares');
    await expect(card).toContainText('Paquetes: 5 por $20');
    await card.scrollIntoViewIfNeeded();
    await snap(card, { path: 'e2e/artifacts/raffle-offers-home-card-390.png' });
  });
});
