import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_BRAND_COLOR } from '../packages/shared/src/domain/brand-theme';
import {
  DEFAULT_HERO_TEXT,
  DEFAULT_HERO_TITLE,
  DEFAULT_SHARE_TEMPLATE,
} from '../packages/shared/src/domain/shop-defaults';
import { SPLASH_SEEN_KEY } from '../apps/web/src/lib/storage-keys';
import { createRaffle, posterPng, uniqueTitle } from './buyer-helpers';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  loginAs,
  shot,
  test,
  type LoginResult,
} from './fixtures';

/** What the e2e server starts with (other specs expect it): restored after each test. */
const DEFAULT_LOOK = {
  brand_color: DEFAULT_BRAND_COLOR,
  hero_title: DEFAULT_HERO_TITLE,
  hero_text: DEFAULT_HERO_TEXT,
  about_text: '',
  share_template: DEFAULT_SHARE_TEMPLATE,
};

async function restoreLook(request: APIRequestContext, admin: LoginResult) {
  const headers = authHeaders(admin);
  expect((await request.put('/api/settings', { data: DEFAULT_LOOK, headers })).ok()).toBe(true);
}

/**
 * The colour a brand button gets from the served HTML and the stylesheet alone:
 * every script is refused, so nothing the SPA does can have set it.
 */
async function brandColorWithoutScripts(page: Page, path: string): Promise<string> {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
  await page.goto(path);
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'bg-brand';
    document.body.append(probe);
    return getComputedStyle(probe).backgroundColor;
  });
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the shop's look at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    let admin: LoginResult;

    test.beforeEach(async ({ request }) => {
      admin = await apiLoginAsAdmin(request);
    });
    test.afterEach(async ({ request }) => restoreLook(request, admin));

    test('a brand colour, hero and Quiénes somos reach the public pages at first paint', async ({
      page,
      request,
    }) => {
      const raffle = await createRaffle(request, admin);
      await loginAs(page, admin);
      await page.goto('/admin/tienda');
      const color = page.getByRole('textbox', { name: /Color de la tienda/ });
      await color.fill('#8b5cf6');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(
        page.getByText(/^Con este color el texto de los botones no se lee bien \(contraste 4,2:1/),
      ).toBeVisible();

      await color.fill('#0f766e');
      await page.getByLabel(/Título de la portada/).fill(`Rifas de Carmen ${width}`);
      await page.getByLabel('Texto de la portada').fill('Premios de verdad, cada semana.');
      await page.getByLabel('Quiénes somos').fill('Rifas Carmen C.A. · Permiso CONALOT 0457');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Configuración de la tienda guardada')).toBeVisible();
      // The admin's own pages follow at once, without a reload (pointer off the button: no hover).
      await page.mouse.move(0, 0);
      await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCSS(
        'background-color',
        'rgb(15, 118, 110)',
      );
      await shot(page, `shop-look-admin-at-${width}`);

      // First paint: the served HTML carries the colour, no script involved.
      const bare = await page.context().newPage();
      expect(await brandColorWithoutScripts(bare, '/')).toBe('rgb(15, 118, 110)');
      expect(await brandColorWithoutScripts(bare, `/raffles/${raffle.id}`)).toBe(
        'rgb(15, 118, 110)',
      );
      await bare.close();

      const visitor = await page.context().newPage();
      await visitor.setViewportSize({ width, height });
      await visitor.addInitScript(
        (key) => window.sessionStorage.setItem(key, '1'),
        SPLASH_SEEN_KEY,
      );
      await visitor.goto('/');
      await expect(
        visitor.getByRole('heading', { level: 1, name: `Rifas de Carmen ${width}` }),
      ).toBeVisible();
      await expect(visitor.getByText('Premios de verdad, cada semana.')).toBeVisible();
      const footer = visitor.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Quiénes somos' })).toBeVisible();
      await expect(footer).toContainText('Permiso CONALOT 0457');
      await shot(visitor, `shop-look-home-at-${width}`);
      await visitor.goto(`/raffles/${raffle.id}`);
      await expect(
        visitor.getByRole('main').getByText('Rifas Carmen C.A. · Permiso CONALOT 0457'),
      ).toBeVisible();
      await visitor.close();
    });

    test("'Copiar enlace' and 'Compartir por WhatsApp' from the admin list", async ({
      page,
      request,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // WhatsApp itself is not reached from the test machine: its page is answered here.
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
      const raffle = await createRaffle(request, admin, { product_to_win: 'Moto nueva' });
      await loginAs(page, admin);
      await page.goto('/admin/raffles');
      const link = `http://localhost:${new URL(page.url()).port}/raffle/${raffle.id}`;

      if (width >= 1280) {
        // Newest first: the raffle just created is the first row.
        const firstRow = page.getByRole('table', { name: 'Rifas' }).getByRole('row').nth(1);
        await expect(firstRow).toContainText(raffle.title);
        await firstRow.getByRole('button', { name: `Compartir: ${raffle.title}` }).click();
        await page.getByRole('menuitem', { name: 'Copiar enlace' }).click();
      } else {
        await page.getByRole('button', { name: `Copiar enlace: ${raffle.title}` }).click();
      }
      await expect(page.getByText('Enlace copiado').first()).toBeAttached();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      if (width >= 1280) {
        await page.getByRole('button', { name: `Compartir: ${raffle.title}` }).click();
      }
      const whatsapp =
        width >= 1280
          ? page.getByRole('menuitem', { name: 'Compartir por WhatsApp' })
          : page.getByRole('link', { name: `Compartir por WhatsApp: ${raffle.title}` });
      const [popup] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
      const opened = new URL(popup.url());
      expect(`${opened.origin}${opened.pathname}`).toBe('https://wa.me/');
      const text = opened.searchParams.get('text') ?? '';
      for (const part of [raffle.title, 'Premio: Moto nueva', '$5.00', link]) {
        expect(text).toContain(part);
      }
      await popup.close();
      await shot(page, `share-admin-at-${width}`);
    });

    test('the prize gallery swipes on the raffle page', async ({ page, request }) => {
      const form = new FormData();
      const title = uniqueTitle('Galeria');
      const fields = {
        title,
        product_to_win: 'Moto 0 km',
        price_per_number: '5',
        start_number: '0',
        end_number: '99',
        draw_date: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
        status: 'active',
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const colours = [
        ['#0f766e', '#99f6e4'],
        ['#b91c1c', '#fecaca'],
        ['#1d4ed8', '#bfdbfe'],
      ] as const;
      for (const [index, [from, to]] of colours.entries()) {
        const png = await posterPng(from, to);
        form.append(
          index === 0 ? 'image' : 'images',
          new Blob([new Uint8Array(png)], { type: 'image/png' }),
          'p.png',
        );
      }
      const created = await request.post('/api/raffles', {
        headers: authHeaders(admin),
        multipart: form,
      });
      expect(created.status(), await created.text()).toBe(201);
      const raffle = (await created.json()) as { id: number; images: unknown[] };
      expect(raffle.images).toHaveLength(3);

      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), SPLASH_SEEN_KEY);
      await page.goto(`/raffles/${raffle.id}`);
      const gallery = page.getByRole('region', { name: 'Fotos del premio: 3' });
      await expect(gallery).toBeVisible();
      await expect(page.getByText('Foto 1 de 3')).toBeVisible();
      const second = gallery.getByRole('img', { name: `${title}, foto 2 de 3` });
      await expect(second).not.toBeInViewport({ ratio: 0.9 });
      if (width < 1280) {
        // A sideways swipe (a horizontal wheel is what a touchpad or finger sends).
        await gallery.hover();
        await page.mouse.wheel(width, 0);
      } else {
        await page.getByRole('button', { name: 'Foto siguiente' }).click();
      }
      await expect(page.getByText('Foto 2 de 3')).toBeVisible();
      await expect(second).toBeInViewport({ ratio: 0.9 });
      await shot(page, `gallery-at-${width}`);
    });
  });
}
