import {
  apiLoginAsAdmin,
  adminCredentials,
  authHeaders,
  createUser,
  expect,
  expectAccessible,
  loginAs,
  shot,
  test,
  uniqueEmail,
  waitForMail,
  type Mail,
} from './fixtures';

const texts = {
  registered: 'Registro exitoso. Por favor verifica tu email.',
  verified: 'Email verificado correctamente. Ya puedes iniciar sesión.',
  linkUsed: 'El enlace no es válido o ha expirado',
  resetRequested:
    'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
  resetDone: 'Contraseña restablecida correctamente. Ya puedes iniciar sesión.',
  badCredentials: 'Email o contraseña incorrectos',
};

const linkTo = (page: string) => (mail: Mail) =>
  mail.links.find((link) =>
    link.startsWith(`http://localhost:${process.env.E2E_PORT ?? 3100}/${page}?token=`),
  );

test.describe('accounts', () => {
  test('register → e-mailed link → verified → login lands on /', async ({ page, request }) => {
    const email = uniqueEmail('registro');
    await page.goto('/register');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText('El nombre completo es requerido')).toBeVisible();
    await expect(page.getByText('Email es requerido')).toBeVisible();
    await expect(page.getByText('La contraseña es requerida')).toBeVisible();

    await page.getByLabel('Nombre completo').fill('Rosa Registro');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Teléfono (opcional)').fill('0414 555 0101');
    await page.getByLabel('Contraseña', { exact: true }).fill('12345');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Otra-cosa');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute(
      'placeholder',
      'Mínimo 6 caracteres',
    );
    await shot(page, 'register');

    await page.getByLabel('Contraseña', { exact: true }).fill('Rosa-Clave-2026');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Rosa-Clave-2026');
    await page.getByRole('button', { name: 'Registrarse' }).click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText(texts.registered);

    // The account is pending verification until the e-mailed link is opened.
    const admin = await apiLoginAsAdmin(request);
    const listed = async () => {
      const response = await request.get('/api/auth', { headers: authHeaders(admin) });
      const users = (await response.json()) as { email: string; verification: string }[];
      return users.find((u) => u.email === email)?.verification;
    };
    expect(await listed()).toBe('pending');

    const mail = await waitForMail((m) => m.to === email && Boolean(linkTo('verify-email')(m)));
    await page.goto(linkTo('verify-email')(mail)!);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText(texts.verified);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    expect(await listed()).toBe('verified');

    // Opened again, the link says the address is already verified, not an error.
    await page.goto(linkTo('verify-email')(mail)!);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText('Tu email ya está verificado');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

    await page.getByLabel('Contraseña', { exact: true }).fill('Rosa-Clave-2026');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Rosa Registro').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0);
  });

  test('registering a taken e-mail answers like a new one: nobody learns who has an account', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel('Nombre completo').fill('Otra Admin');
    await page.getByLabel('Email', { exact: true }).fill(adminCredentials.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave-Otra-2026');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Clave-Otra-2026');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Registro exitoso. Por favor verifica tu email.')).toBeVisible();
  });

  test('login: validation, a wrong password in the red box, links; an admin lands on /admin', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Email es requerido')).toBeVisible();
    await expect(page.getByText('La contraseña es requerida')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('no-es-email');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Email no válido')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(adminCredentials.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Clave-equivocada-1');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    const redBox = page.getByRole('alert');
    await expect(redBox).toHaveText(texts.badCredentials);
    await expect(redBox).toHaveClass(/\bbg-red-50\b/); // the red box
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(adminCredentials.email);
    await shot(page, 'login');
    await expectAccessible(page);

    await page.getByLabel('Contraseña', { exact: true }).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('navigation', { name: 'Administración' })).toBeVisible();

    // The links of the login screen.
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL('/register');
  });

  test('a user logs in on /, and typing /admin lands on /', async ({ page, request }) => {
    const buyer = await createUser(request, await apiLoginAsAdmin(request), {
      full_name: 'Ulises Usuario',
    });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(buyer.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Ulises Usuario').filter({ visible: true })).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/');
  });

  test('forgot → e-mailed link → reset → login with the new password', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, await apiLoginAsAdmin(request), {
      full_name: 'Olga Olvido',
    });
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Email es requerido')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toHaveText(texts.resetRequested);

    const mail = await waitForMail(
      (m) => m.to === user.email && Boolean(linkTo('reset-password')(m)),
    );
    const link = linkTo('reset-password')(mail)!;
    await page.goto(link);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByText('La nueva contraseña es obligatoria')).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Olga-Nueva-2026');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Olga-Nueva-2027');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await shot(page, 'reset-password');

    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Olga-Nueva-2026');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByRole('status')).toContainText(texts.resetDone);
    const shownAt = Date.now();
    await expect(page).toHaveURL('/login', { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await expect(page.getByRole('status')).toHaveText(texts.resetDone);

    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.badCredentials);
    await page.getByLabel('Contraseña', { exact: true }).fill('Olga-Nueva-2026');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Olga Olvido').filter({ visible: true })).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Olga-Otra-2026');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Olga-Otra-2026');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByRole('alert')).toContainText(texts.linkUsed);
  });

  test('the reset screen without a token links back to login', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText('Token de restablecimiento no válido');
    await page.getByRole('link', { name: 'Volver a iniciar sesión' }).first().click();
    await expect(page).toHaveURL('/login');
  });

  test('a 401 on a revoked session returns to /login', async ({ page, request }) => {
    const login = await apiLoginAsAdmin(request);
    await loginAs(page, login);
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Administración' })).toBeVisible();

    const logout = await request.post('/api/auth/logout', { headers: authHeaders(login) });
    expect(logout.status()).toBe(200);

    // The next call with the revoked token answers 401. (A click on the menu would race
    // the dashboard's own refetches, which may already have sent the page to /login.)
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('rifas.session'))).toBeNull();
    await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  });
});
