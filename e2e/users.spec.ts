import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
  snap,
} from './fixtures';

async function openUsersAsAdmin(page: Page, request: APIRequestContext) {
  await loginAs(page, await apiLoginAsAdmin(request));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
}

const rowOf = (page: Page, email: string): Locator =>
  page.getByRole('row').filter({ hasText: email });

async function loginStatus(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  return response.status();
}

test.describe('user administration', () => {
  test('the admin creates, edits, re-passwords, sends a reset link to and deletes a user', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('gestion');
    await openUsersAsAdmin(page, request);

    // Create, with each validation text first.
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await create.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(create.getByText('El nombre completo es requerido')).toBeVisible();
    await expect(create.getByText('Email es requerido')).toBeVisible();
    await expect(create.getByText('La contraseña es requerida')).toBeVisible();
    await create.getByLabel('Nombre completo').fill('Gabriel Gestión');
    await create.getByLabel(/^Email\*?$/).fill(email);
    await create.getByLabel('Teléfono (opcional)').fill('0424 111 2233');
    await create.getByLabel(/^Contraseña\*?$/).fill('corta');
    await create.getByLabel(/^Confirmar contraseña\*?$/).fill('distinta');
    await create.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(create.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await expect(create.getByText('Las contraseñas no coinciden')).toBeVisible();
    await shot(page, 'users-create-dialog');
    await create.getByLabel(/^Contraseña\*?$/).fill('Gabriel-Clave-1');
    await create.getByLabel(/^Confirmar contraseña\*?$/).fill('Gabriel-Clave-1');
    await create.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Usuario creado correctamente' }),
    ).toBeVisible();
    await expect(create).toBeHidden();
    const row = rowOf(page, email);
    await expect(row).toContainText('Gabriel Gestión');
    await expect(row).toContainText('0424 111 2233');
    await expect(row.getByText('Usuario', { exact: true })).toBeVisible();
    await expect(row.getByText('Verificado', { exact: true })).toBeVisible();
    expect(await loginStatus(request, email, 'Gabriel-Clave-1')).toBe(200);

    // Edit: name and role.
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuario' });
    await expect(edit.getByLabel('Email', { exact: true })).toHaveValue(email);
    await edit.getByLabel('Nombre completo').fill('');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit.getByText('El nombre completo es requerido')).toBeVisible();
    await edit.getByLabel('Nombre completo').fill('Gabriel G. Gestión');
    await edit.getByLabel('Rol').selectOption('admin');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Usuario actualizado correctamente' }),
    ).toBeVisible();
    await expect(row).toContainText('Gabriel G. Gestión');
    await expect(row.getByText('Administrador', { exact: true })).toBeVisible();

    // Set the password directly.
    await row.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const password = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(password.getByText('La nueva contraseña es obligatoria')).toBeVisible();
    await password.getByLabel('Nueva contraseña', { exact: true }).fill('12345');
    await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(
      password.getByText('La contraseña debe tener al menos 6 caracteres'),
    ).toBeVisible();
    await password.getByLabel('Nueva contraseña', { exact: true }).fill('Gabriel-Nueva-2');
    await password.getByLabel('Confirmar contraseña', { exact: true }).fill('Gabriel-Nueva-3');
    await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(password.getByText('Las contraseñas no coinciden')).toBeVisible();
    await password.getByLabel('Confirmar contraseña', { exact: true }).fill('Gabriel-Nueva-2');
    await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Contraseña actualizada correctamente' }),
    ).toBeVisible();
    expect(await loginStatus(request, email, 'Gabriel-Clave-1')).toBe(401);
    expect(await loginStatus(request, email, 'Gabriel-Nueva-2')).toBe(200);

    // Send a reset link.
    await row.getByRole('button', { name: 'Enviar enlace' }).click();
    const resetLink = page.getByRole('dialog', { name: 'Enviar enlace de restablecimiento' });
    const resetEmail = resetLink.getByLabel('Email del usuario');
    await expect(resetEmail).toHaveValue(email);
    await resetEmail.fill('');
    await resetLink.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(resetLink.getByText('Por favor ingresa el email del usuario')).toBeVisible();
    await resetEmail.fill(email);
    await resetLink.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Correo de restablecimiento enviado..' }),
    ).toBeVisible();
    const mail = await waitForMail(
      (m) => m.to === email && m.links.some((link) => link.includes('/reset-password?token=')),
    );
    expect(mail.text).toContain('Gabriel G. Gestión');

    // Delete, after a confirmation.
    await row.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar usuario' });
    await expect(confirm).toContainText('Gabriel G. Gestión');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Usuario eliminado correctamente' }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await loginStatus(request, email, 'Gabriel-Nueva-2')).toBe(401);
  });

  test("the server's refusals show with the spec's texts", async ({ page, request }) => {
    const admin = await apiLoginAsAdmin(request);
    const existing = await createUser(request, admin, { full_name: 'Ester Existente' });
    await openUsersAsAdmin(page, request);

    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await create.getByLabel('Nombre completo').fill('Ester Duplicada');
    await create.getByLabel(/^Email\*?$/).fill(existing.email);
    await create.getByLabel(/^Contraseña\*?$/).fill('Ester-Clave-1');
    await create.getByLabel(/^Confirmar contraseña\*?$/).fill('Ester-Clave-1');
    await create.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(create.getByRole('alert')).toHaveText(
      'Error al crear el usuario: Ya existe una cuenta con ese email',
    );
    await expect(create.getByLabel('Nombre completo')).toHaveValue('Ester Duplicada');
    await create.getByRole('button', { name: 'Cancelar' }).click();

    // Another user's e-mail cannot be taken by an edit either.
    const row = rowOf(page, existing.email);
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuario' });
    await edit.getByLabel('Email', { exact: true }).fill(adminCredentials.email);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit.getByRole('alert')).toHaveText(
      'Error al actualizar el usuario: Ya existe una cuenta con ese email',
    );
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    // The admin's own row says so and cannot be deleted.
    const own = rowOf(page, adminCredentials.email);
    await expect(own.getByText('Tú', { exact: true })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
  });

  test('a registration waiting for its e-mail shows as pending', async ({ page, request }) => {
    const email = uniqueEmail('pendiente');
    const response = await request.post('/api/auth/register', {
      data: { full_name: 'Paula Pendiente', email, password: 'Paula-Clave-1' },
    });
    expect(response.status()).toBe(201);
    await openUsersAsAdmin(page, request);
    await expect(rowOf(page, email).getByText('Pendiente', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill('paula pendiente');
    await expect(page.getByRole('row')).toHaveCount(2); // header + Paula
    await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill('');
    await shot(page, 'users-admin');
    await expectAccessible(page);
  });

  test('on a phone each user is a card with its actions', async ({ page, request }) => {
    const admin = await apiLoginAsAdmin(request);
    const user = await createUser(request, admin, { full_name: 'Mónica Móvil' });
    await page.setViewportSize({ width: 390, height: 844 });
    await openUsersAsAdmin(page, request);
    await expect(page.getByRole('table')).toBeHidden();

    const card = page.getByRole('article', { name: 'Mónica Móvil' });
    await expect(card).toContainText(user.email);
    await expect(card.getByText('Verificado', { exact: true })).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    await card.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuario' });
    await expect(edit.getByLabel('Nombre completo')).toHaveValue('Mónica Móvil');
    await edit.getByLabel('Teléfono (opcional)').fill('0412 999 8877');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(card).toContainText('0412 999 8877');
    await card.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByRole('dialog', { name: 'Cambiar contraseña' })).toBeVisible();
    await snap(page, { path: 'e2e/artifacts/users-password-dialog-390.png' });
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

    const check = await request.get('/api/auth', { headers: authHeaders(admin) });
    const saved = ((await check.json()) as { email: string; phone: string | null }[]).find(
      (u) => u.email === user.email,
    );
    expect(saved?.phone).toBe('0412 999 8877');
  });
});
