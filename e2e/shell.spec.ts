import {
  apiLogin,
  apiLoginAsAdmin,
  authHeaders,
  createUser,
  expect,
  expectAccessible,
  loginAs,
  shot,
  supportWhatsapp,
  test,
  uniqueEmail,
  waitForMail,
  snap,
} from './fixtures';

const greeting = 'Hola, me gustaría obtener más información sobre las rifas.';

test.describe('public shell', () => {
  test('header links lead to the public pages (and a buyer never downloads the admin code)', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal', exact: true });
    await nav.getByRole('link', { name: 'Sorteos Activos' }).click();
    await expect(page).toHaveURL('/raffles');
    await nav.getByRole('link', { name: 'Sorteos Anteriores' }).click();
    await expect(page).toHaveURL('/past-raffles');
    await expect(nav.getByRole('link', { name: 'Sorteos Anteriores' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Rifas/);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin-layout|dashboard-page/.test(url))).toEqual([]);
  });

  test('on a phone the menu toggle shows the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Principal móvil' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await snap(page, { path: 'e2e/artifacts/shell-mobile-menu-390.png' });

    await menu.getByRole('link', { name: 'Sorteos Activos' }).click();
    await expect(page).toHaveURL('/raffles');
    await expect(menu).toBeHidden();
  });

  test('the contact button opens a WhatsApp chat with the support number and a greeting', async ({
    page,
  }) => {
    await page.goto('/');
    const contact = page.getByRole('link', { name: /WhatsApp/ });
    await expect(contact).toHaveAttribute(
      'href',
      `https://wa.me/${supportWhatsapp}?text=${encodeURIComponent(greeting)}`,
    );
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/esta/pagina/no-existe');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Principal', exact: true })).toBeVisible();
  });

  test('the home page: screenshots and an accessibility scan', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await shot(page, 'home');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expectAccessible(page);
    await page.goto('/login');
    await expectAccessible(page);
    await shot(page, 'auth-layout');
  });
});

test.describe('splash screen', () => {
  test.use({ skipSplash: false, reducedMotion: 'no-preference' });

  test('shows for about 3 s once per browser session', async ({ page, browser }) => {
    const splash = page.getByRole('status', { name: 'Cargando Rifas' });
    await page.setViewportSize({ width: 390, height: 844 });
    // The splash is index.html's and ends 3 s after it paints: look before the load event.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(splash).toBeVisible();
    const shownAt = Date.now();
    await snap(page, { path: 'e2e/artifacts/splash-390.png' });
    await expect(splash).toBeHidden({ timeout: 6_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(2_000);
    expect(shownFor).toBeLessThan(4_500);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(splash).toHaveCount(0);

    // A new browser session sees it again.
    const other = await browser.newPage();
    await other.goto('/', { waitUntil: 'commit' });
    await expect(other.getByRole('status', { name: 'Cargando Rifas' })).toBeVisible();
    await other.close();
  });
});

test.describe('sessions and the admin area', () => {
  test('a guest on /admin is sent to /login', async ({ page }) => {
    await page.goto('/admin/payments');
    await expect(page).toHaveURL('/login');
  });

  test('an admin sees the Administración link and the admin layout', async ({ page, request }) => {
    await loginAs(page, await apiLoginAsAdmin(request));
    await page.goto('/');
    await page.getByRole('link', { name: 'Administración' }).click();
    await expect(page).toHaveURL('/admin');

    const sideMenu = page.getByRole('navigation', { name: 'Administración' });
    for (const section of ['Panel', 'Rifas', 'Pagos', 'Monedas', 'Métodos de pago', 'Usuarios']) {
      await expect(sideMenu.getByRole('link', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Ver tienda/ })).toHaveAttribute('href', '/');
    await shot(page, 'admin-layout');
    await expectAccessible(page);

    await sideMenu.getByRole('link', { name: 'Monedas' }).click();
    await expect(page).toHaveURL('/admin/monedas');

    // Collapsed, the side menu keeps its sections reachable by name.
    await page.getByRole('button', { name: 'Contraer menú lateral' }).click();
    await expect(sideMenu.getByRole('link', { name: 'Pagos' })).toBeVisible();
    await snap(page, { path: 'e2e/artifacts/admin-collapsed-1280.png' });
    await page.getByRole('button', { name: 'Expandir menú lateral' }).click();

    // On a phone the side menu is a drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sideMenu).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
    const drawer = page.getByRole('complementary', { name: 'Menú de administración' });
    await expect(drawer).toBeVisible();
    await snap(page, { path: 'e2e/artifacts/admin-drawer-390.png' });
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(drawer).toBeHidden();
  });

  test('a logged-in non-admin on /admin lands on /', async ({ page, request }) => {
    const admin = await apiLoginAsAdmin(request);
    const buyer = await createUser(request, admin, { full_name: 'Carla Compradora', role: 'user' });
    await loginAs(page, await apiLogin(request, buyer.email, buyer.password));

    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Carla Compradora').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0);
  });

  test('Salir revokes the session on the server and returns to /', async ({ page, request }) => {
    const admin = await apiLoginAsAdmin(request);
    const buyer = await createUser(request, admin, { full_name: 'Pedro Salida' });
    const login = await apiLogin(request, buyer.email, buyer.password);
    await loginAs(page, login);

    await page.goto('/past-raffles');
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Pedro Salida')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('rifas.session'))).toBeNull();
    const me = await request.get('/api/auth/me', { headers: authHeaders(login) });
    expect(me.status()).toBe(401);
  });

  test('a stored token the server no longer knows ends on /login (401 rule)', async ({ page }) => {
    await loginAs(page, {
      token: 'token-que-no-existe',
      user: { id: 999, name: 'Fantasma', email: 'fantasma@rifas.test', role: 'admin' },
    });
    await page.goto('/raffles');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('rifas.session'))).toBeNull();
  });
});

test.describe('e-mail reader', () => {
  test('reads the verification e-mail a registration sends', async ({ request }) => {
    const email = uniqueEmail('registro');
    const response = await request.post('/api/auth/register', {
      data: { full_name: 'Nora Ñandú', email, password: 'Clave-e2e-2026', phone: '' },
    });
    expect(response.status()).toBe(201);

    const mail = await waitForMail((m) => m.to === email);
    expect(mail.subject.length).toBeGreaterThan(0);
    // The address is nobody's confirmed one yet: the name typed is not in it (ADR 084).
    expect(mail.text).not.toContain('Nora Ñandú');
    expect(
      mail.links.some((link) =>
        link.startsWith(`http://localhost:${process.env.E2E_PORT ?? 3100}/verify-email?token=`),
      ),
    ).toBe(true);
  });
});
