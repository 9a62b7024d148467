import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { createRaffle } from './buyer-helpers';
import { apiLoginAsAdmin, authHeaders, expect, loginAs, TAKE_SHOTS, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

// A result page as a lottery's own site prints it: the date and the Triple A.
const PAGE = `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Resultados</title></head>
<body><h1>Triple Zulia</h1><p class="fecha">Resultados de hoy</p>
<div class="sorteo"><span class="hora">Sorteo</span> <span class="triple-a">318</span></div></body></html>`;

/** The two result sites, on loopback: the API reads them (ALLOW_PRIVATE_RESULT_URLS). */
async function startSites(): Promise<{ server: Server; root: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, root: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function shots(page: Page, target: Locator, name: string) {
  if (!TAKE_SHOTS) return;
  const original = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    mkdirSync('e2e/artifacts', { recursive: true });
    await target.screenshot({ path: `e2e/artifacts/${name}-${width}.png`, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}

/** 'YYYY-MM-DDTHH:mm' in Caracas (UTC-4, no daylight saving), as a datetime-local input takes it. */
function caracasLocal(date: Date): string {
  return new Date(date.getTime() - 4 * 3_600_000).toISOString().slice(0, 16);
}

test.describe('official result fetched', () => {
  let sites: Awaited<ReturnType<typeof startSites>>;
  test.beforeAll(async () => {
    sites = await startSites();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => sites.server.close(resolve));
  });

  test('the admin picks two sources at 390 px; the public draw says where its result came from', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(300_000);
    const admin = await apiLoginAsAdmin(request);
    const raffle = await createRaffle(request, admin, { end_number: 99 });
    for (const name of ['Resultados Zulia', 'Página del Zulia']) {
      const created = await request.post('/api/lottery-sources', {
        headers: authHeaders(admin),
        data: {
          name,
          lottery: 'Triple Zulia',
          url: `${sites.root}/${name === 'Resultados Zulia' ? 'a' : 'b'}`,
          selector: '.sorteo .triple-a',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const close = await request.post(`/api/raffles/${raffle.id}/draw/close`, {
      headers: authHeaders(admin),
    });
    expect(close.status(), await close.text()).toBe(200);
    const fixedAt = new Date(((await close.json()) as { fixed_at: string }).fixed_at);
    // The first whole minute at least a minute after the list (the rule's margin).
    const drawAt = new Date(Math.ceil((fixedAt.getTime() + 61_000) / 60_000) * 60_000);

    await page.setViewportSize(PHONE);
    await loginAs(page, admin);
    await page.goto(`/admin/edit-raffle/${raffle.id}`);
    const panel = page.getByRole('region', { name: 'Fuentes del resultado' });
    const form = panel.getByRole('form', { name: 'Resultado automático: 1er premio' });
    await form.getByLabel('Fecha y hora del sorteo de la lotería').fill(caracasLocal(drawAt));
    await form.getByLabel('Resultados Zulia · Triple Zulia').check();
    await form.getByLabel('Página del Zulia · Triple Zulia').check();
    // 'Probar' reads the page now and says what it found.
    // Each source's row has its own 'Probar' (the presets' real sites are not reachable here).
    const ownRow = form.locator('div.justify-between', {
      hasText: 'Resultados Zulia · Triple Zulia',
    });
    await ownRow.getByRole('button', { name: 'Probar' }).click();
    await expect(
      ownRow.getByText(/^Leído: 318 \(sorteo del .+, consultado a las .+\)$/),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Guardar las fuentes' }).click();
    await expect(form.getByText('Fuentes guardadas')).toBeVisible();
    await expect(form.getByText('Esperando el sorteo')).toBeVisible();
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= 390);
    expect(noScroll).toBe(true);
    await shots(page, panel, 'lottery-sources-admin');

    // The job reads both pages from the draw's minute on (RESULT_FIRST_CHECK_MINUTES=0 here).
    type DrawAnswer = {
      status: string;
      result_source: { names: string[]; sha256: string; archive_url: string } | null;
    };
    let draw: DrawAnswer | null = null;
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/raffles/${raffle.id}/draw`);
          draw = (await res.json()) as DrawAnswer;
          return draw.status;
        },
        { timeout: 240_000, intervals: [5_000] },
      )
      .toBe('drawn');
    const source = (draw as DrawAnswer | null)!.result_source!;
    expect(source.names).toEqual(['Resultados Zulia', 'Página del Zulia']);
    expect(source.sha256).toBe(createHash('sha256').update(PAGE).digest('hex'));
    const archive = await request.get(source.archive_url);
    expect(await archive.text()).toBe(PAGE);

    const origin = new URL(page.url()).origin;
    const guest = await browser.newPage({ viewport: PHONE });
    await guest.goto(`${origin}/raffles/${raffle.id}`);
    const section = guest.getByRole('region', { name: 'Sorteo verificable' });
    const line = section.getByTestId('draw-result-source');
    await expect(line).toHaveText(
      new RegExp(
        `^Resultado tomado de Resultados Zulia y Página del Zulia a las \\d{1,2}:\\d{2}\\s[ap]\\.\\s?m\\. \\(copia guardada, SHA-256 ${source.sha256}\\) Ver la copia guardada$`,
      ),
    );
    expect(await guest.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    await shots(guest, section, 'lottery-sources-public');
    await guest.close();
  });
});
