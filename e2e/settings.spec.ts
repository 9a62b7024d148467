import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { SPLASH_SEEN_KEY } from '../apps/web/src/lib/storage-keys';
import {
  apiLoginAsAdmin,
  authHeaders,
  expect,
  loginAs,
  shot,
  supportWhatsapp,
  test,
  type LoginResult,
} from './fixtures';

/** What the e2e server starts with (other specs expect it): restored after each test. */
const DEFAULTS = {
  shop_name: 'Rifas',
  whatsapp_number: supportWhatsapp,
  contact_greeting: 'Hola, me gustaría obtener más información sobre las rifas.',
};

async function restoreDefaults(request: APIRequestContext, admin: LoginResult) {
  const headers = authHeaders(admin);
  expect((await request.put('/api/settings', { data: DEFAULTS, headers })).ok()).toBe(true);
  expect((await request.delete('/api/settings/logo', { headers })).ok()).toBe(true);
}

/** /admin/tienda through the menu: the side menu on a wide screen, the drawer on a phone. */
async function openShopSettings(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Ver tienda' })).toBeVisible(); // the admin frame is in
  const opener = page.getByRole('button', { name: 'Abrir menú de administración' });
  if (await opener.isVisible()) await opener.click();
  await page.getByRole('link', { name: 'Tienda', exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL('/admin/tienda');
  await expect(page.getByRole('heading', { name: 'Tienda', level: 1 })).toBeVisible();
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`shop settings at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    let admin: LoginResult;

    test.beforeEach(async ({ request }) => {
      admin = await apiLoginAsAdmin(request);
    });
    test.afterEach(async ({ request }) => restoreDefaults(request, admin));

    test('set the shop name, logo and WhatsApp number and see them on the public pages', async ({
      page,
    }) => {
      const name = `Rifas La Fortuna ${width}`;
      const number = width === 390 ? '584141112233' : '573001234567';
      await loginAs(page, admin);
      await openShopSettings(page);

      const logo = await sharp({
        create: { width: 240, height: 240, channels: 4, background: '#16a34a' },
      })
        .composite([
          {
            input: Buffer.from(
              '<svg width="240" height="240"><circle cx="120" cy="120" r="80" fill="#facc15"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer();
      await page
        .getByLabel('Subir logo')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await expect(page.getByText('Logo actualizado')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Logo de la tienda' })).toHaveAttribute(
        'src',
        /^\/uploads\/[a-f0-9]{32}\.webp$/,
      );

      await page.getByLabel(/Nombre de la tienda/).fill(name);
      const phone = page.getByLabel('Número de WhatsApp');
      await phone.fill('+58 414');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText(/escríbelo como 0412-1234567/)).toBeVisible();
      await phone.fill(number);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Configuración de la tienda guardada')).toBeVisible();
      await expect(page).toHaveTitle(`Tienda · ${name}`);
      await shot(page, `settings-admin-at-${width}`);

      // The public pages in a fresh page (nothing cached in it).
      const visitor = await page.context().newPage();
      await visitor.setViewportSize({ width, height });
      await visitor.addInitScript(
        (key) => window.sessionStorage.setItem(key, '1'),
        SPLASH_SEEN_KEY,
      );
      await visitor.goto('/');
      await expect(visitor).toHaveTitle(`${name} · Sorteos en línea`);
      const home = visitor.getByRole('link', { name: `${name}, ir al inicio` });
      await expect(home).toBeVisible();
      // Decorative next to the name (alt=""): the link already says whose shop it is.
      await expect(home.locator('img')).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
      await expect(visitor.getByRole('contentinfo')).toContainText(name);
      const contact = visitor.getByRole('link', { name: /WhatsApp/ });
      await expect(contact).toHaveAttribute(
        'href',
        `https://wa.me/${number}?text=${encodeURIComponent(DEFAULTS.contact_greeting)}`,
      );
      await shot(visitor, `settings-public-at-${width}`);
      await visitor.close();
    });

    test('no support number: the contact button is not shown', async ({ page, request }) => {
      const cleared = await request.put('/api/settings', {
        data: { whatsapp_number: '' },
        headers: authHeaders(admin),
      });
      expect(cleared.ok()).toBe(true);
      await page.goto('/raffles');
      await expect(page.getByRole('link', { name: 'Rifas, ir al inicio' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
    });
  });
}
