import type { Page } from '@playwright/test';
import { apiLoginAsAdmin, expect, test } from './fixtures';
import { createRaffle, posterPng } from './buyer-helpers';

// What a phone shows, animations included (the config turns them off elsewhere, ADR 099).
test.use({ reducedMotion: 'no-preference' });

/**
 * The raffle page on a phone as the buyers have them: 390×844, CPU 4× slower,
 * slow 4G (the network profile of Lighthouse's devtools throttling).
 */
async function throttledPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Sums every layout shift the user did not cause, from the first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node),
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
    );
    return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  };
}

test.describe('the raffle page on a throttled phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.setTimeout(120_000);

  let raffleId: number;
  test.beforeAll(async ({ request }) => {
    const admin = await apiLoginAsAdmin(request);
    const poster = await posterPng('#7c3aed', '#c026d3');
    raffleId = (await createRaffle(request, admin, { end_number: 9999 }, poster)).id;
  });

  for (const visit of ['first visit, under the splash', 'returning visit'] as const) {
    test.describe(visit, () => {
      test.use({ skipSplash: visit === 'returning visit' });

      test('loads without layout shift (CLS ≤ 0.05), its image as WebP at the size shown', async ({
        page,
      }) => {
        const layoutShifts = await recordLayoutShifts(page);
        await throttledPhone(page);
        await page.goto(`/raffles/${raffleId}`);

        const picker = page.getByRole('group', { name: 'Números de la rifa' });
        await expect(picker.getByRole('button', { name: '0000' })).toBeVisible({
          timeout: 60_000,
        });
        const image = page.locator('main img').first();
        await expect(image).toHaveJSProperty('complete', true, { timeout: 30_000 });
        await expect(page.getByTestId('splash-screen')).toHaveCount(0, { timeout: 10_000 });
        // Prices in other currencies, the countdown and the live numbers have all had their chance.
        await page.waitForTimeout(1_500);

        const { cls, shifts } = await layoutShifts();
        expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);

        // WebP chosen from srcset for a 390 px wide slot, fetched first, with its size given.
        expect(await image.getAttribute('fetchpriority')).toBe('high');
        expect(await image.getAttribute('sizes')).toContain('100vw');
        expect(await image.getAttribute('width')).toBe('1200');
        expect(await image.getAttribute('height')).toBe('750');
        const chosen = await image.evaluate((img: HTMLImageElement) => ({
          src: img.currentSrc,
          width: img.naturalWidth,
        }));
        expect(chosen.src).toMatch(/\.webp$/);
        expect(chosen.width).toBeLessThanOrEqual(800);
      });
    });
  }
});

test.describe('a shared raffle link', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('carries its raffle: no API round trip for it, its image preloaded by the page', async ({
    page,
    request,
  }) => {
    const admin = await apiLoginAsAdmin(request);
    const poster = await posterPng('#0f766e', '#f59e0b');
    const raffle = await createRaffle(request, admin, {}, poster);
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));

    await page.goto(`/raffles/${raffle.id}`);
    await expect(page.getByRole('heading', { level: 1, name: raffle.title })).toBeVisible();
    const image = page.locator('main img').first();
    await expect(image).toHaveJSProperty('complete', true);

    expect(asked).not.toContain(`/api/raffles/${raffle.id}`);
    // The page's own head asked for the image the picture then shows (a <link>
    // preload, before any script ran); the <img> found it already there.
    const loads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/uploads/'))
        .map((entry) => ({
          name: new URL(entry.name).pathname,
          by: (entry as PerformanceResourceTiming).initiatorType,
        })),
    );
    const chosen = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .pathname;
    expect(loads).toContainEqual({ name: chosen, by: 'link' });
    expect(loads.filter((load) => load.by !== 'link')).toEqual([]);
  });
});

test.describe('first paint', () => {
  test.use({ skipSplash: false, viewport: { width: 390, height: 844 } });

  test('the splash paints before the scripts arrive and never holds a deep link past 3 s', async ({
    page,
  }) => {
    // Scripts as slow as a bad connection: the splash is plain HTML and CSS.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto('/raffles/1', { waitUntil: 'commit' });
    const splash = page.getByRole('status', { name: 'Cargando Rifas' });
    await expect(splash).toBeVisible({ timeout: 1_500 });
    expect(await page.locator('#root').innerHTML()).toBe(''); // no script has run yet
    // The first paint in the page is the splash, long before the scripts.
    const firstPaint = () =>
      page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
    await expect.poll(firstPaint, { timeout: 1_500 }).not.toBeNull();
    expect(await firstPaint()).toBeLessThan(1_500);
    // The hiding animation's own clock: on a loaded machine the paint is reported a few
    // hundred ms after the style (and the 3 s delay) took effect.
    const animationStart = () =>
      page.evaluate(() => {
        const animation = document.getElementById('splash')?.getAnimations()[0];
        return typeof animation?.startTime === 'number' ? animation.startTime : null;
      });
    await expect.poll(animationStart, { timeout: 1_500 }).not.toBeNull();
    const startedAt = (await animationStart())!;
    expect(startedAt).toBeLessThanOrEqual((await firstPaint())! + 50);
    // 3 s on screen from then, then the page, whatever the scripts are doing.
    const hiddenAt = await page.waitForFunction(
      () => {
        const element = document.getElementById('splash');
        const gone = !element || getComputedStyle(element).visibility === 'hidden';
        return gone ? performance.now() : false;
      },
      null,
      { timeout: 6_000, polling: 50 },
    );
    const hidden = (await hiddenAt.jsonValue()) as number;
    expect(hidden - startedAt).toBeGreaterThanOrEqual(2_990);
    expect(hidden - (await firstPaint())!).toBeLessThan(3_500);
  });
});

test('text assets go out brotli-compressed; hashed ones are immutable, the page is not', async ({
  request,
}) => {
  const page = await request.get('/raffles/1', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['vary']).toMatch(/accept-encoding/i);
  const html = await page.text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(html)?.[1];
  for (const asset of [script, style]) {
    expect(asset).toMatch(/^\/assets\//);
    const res = await request.get(asset!, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers()['content-encoding'], asset).toBe('br');
    expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['vary'], asset).toMatch(/accept-encoding/i);
  }
});

test('every page preloads the first-load schemas with the entry (no second round trip)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  // The chunk every first render waits for (ADR 020), as the page actually fetches it.
  const [schemas] = await Promise.all([
    // In the first-load chunk group since ADR 058 (apps/web/build/first-load-chunks.ts).
    page.waitForRequest(/\/assets\/first-load-[^/]+\.js$/),
    page.goto('/'),
  ]);
  expect(preloaded).toContain(new URL(schemas.url()).pathname);
});

test('the raffle page is a chunk the home never loads, preloaded by a raffle page (ADR 056)', async ({
  page,
  request,
}) => {
  // The route and its own modules are one chunk (ADR 058).
  const route = /\/assets\/raffle-route-[^/]+\.js$/;
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin, {}, await posterPng('#1d4ed8', '#f59e0b'));
  const preloadsOf = async (url: string) =>
    [
      ...(await (await request.get(url)).text()).matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)"/g,
      ),
    ].map((m) => m[1]);

  const asked: string[] = [];
  page.on('request', (req) => asked.push(new URL(req.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked.filter((path) => route.test(path))).toEqual([]);
  expect((await preloadsOf('/')).filter((path) => route.test(path!))).toEqual([]);

  // A shared link's head names the route's chunk, so it downloads beside the entry.
  const [fetched] = await Promise.all([
    page.waitForRequest(route),
    page.goto(`/raffles/${raffle.id}`),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: raffle.title })).toBeVisible();
  expect(await preloadsOf(`/raffles/${raffle.id}`)).toContain(new URL(fetched.url()).pathname);
});
