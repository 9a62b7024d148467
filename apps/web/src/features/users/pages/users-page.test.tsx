import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages, type User } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, type StubbedCall } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const u = messages.users;
const t = messages.auth;

const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };
const baseUsers: User[] = [
  {
    id: 3,
    full_name: 'Beto Pendiente',
    email: 'beto@rifas.test',
    phone: null,
    role: 'premium',
    is_verified: 0,
    verification: 'pending',
    pending_digest: true,
    created_at: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 2,
    full_name: 'Carla Compradora',
    email: 'carla@rifas.test',
    phone: '04121234567',
    role: 'user',
    is_verified: 0,
    verification: 'not_verified',
    pending_digest: true,
    created_at: '2026-03-01T10:00:00.000Z',
  },
  {
    id: 1,
    full_name: 'Ana Admin',
    email: 'ana@rifas.test',
    phone: null,
    role: 'admin',
    is_verified: 1,
    verification: 'verified',
    pending_digest: true,
    created_at: '2026-02-01T10:00:00.000Z',
  },
];

type Reply = { status?: number; body?: unknown };
const refusal = (status: number, text: string): Reply => ({
  status,
  body: { error: text, message: text },
});

/** The API as the page sees it; `override` replaces the answer of one route. */
function stubServer(override: Record<string, (call: StubbedCall) => Reply> = {}) {
  return stubApi({
    'GET /api/auth/me': { body: admin },
    'GET /api/auth': { body: baseUsers },
    ...override,
  });
}

async function openPage() {
  saveSession({ ...admin, token: 'tok-admin' });
  renderApp('/admin/users');
  return screen.findByRole('table', { name: 'Usuarios registrados' });
}

const row = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

async function openRowAction(text: string, action: string) {
  const table = await screen.findByRole('table', { name: 'Usuarios registrados' });
  await userEvent.click(within(row(table, text)).getByRole('button', { name: action }));
  return screen.getByRole('dialog');
}

describe('users page', () => {
  beforeEach(() => localStorage.clear());

  it('lists every account with its role and verification badges', async () => {
    stubServer();
    const table = await openPage();
    expect(within(row(table, 'Beto Pendiente')).getByText('Premium')).toBeInTheDocument();
    expect(within(row(table, 'Beto Pendiente')).getByText('Pendiente')).toBeInTheDocument();
    expect(within(row(table, 'Carla')).getByText('Usuario')).toBeInTheDocument();
    expect(within(row(table, 'Carla')).getByText('No verificado')).toBeInTheDocument();
    expect(within(row(table, 'Carla')).getByText('04121234567')).toBeInTheDocument();
    expect(within(row(table, 'Ana Admin')).getByText('Administrador')).toBeInTheDocument();
    expect(within(row(table, 'Ana Admin')).getByText('Verificado')).toBeInTheDocument();
    // The admin's own row cannot be deleted.
    expect(
      within(row(table, 'Ana Admin')).getByRole('button', { name: 'Eliminar' }),
    ).toBeDisabled();
    expect(screen.getByText('3 usuarios registrados')).toBeInTheDocument();
  });

  it("says 'Error al cargar los usuarios' and retries", async () => {
    let fail = true;
    stubServer({
      'GET /api/auth': () => (fail ? refusal(403, messages.common.forbidden) : { body: baseUsers }),
    });
    saveSession({ ...admin, token: 'tok-admin' });
    renderApp('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent(u.loadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Usuarios registrados' })).toBeInTheDocument();
  });

  it('create: checks the form, sends it without the confirmation, and reloads the list', async () => {
    const calls = stubServer({
      'POST /api/auth/register-admin': ({ body }) => ({
        status: 201,
        body: {
          success: true,
          message: u.created,
          user: { ...baseUsers[1]!, ...(body as object), id: 9 },
        },
      }),
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo usuario' });
    const create = within(dialog).getByRole('button', { name: 'Crear usuario' });

    await userEvent.click(create);
    expect(await within(dialog).findByText(t.fullNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(t.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(t.passwordRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Nombre completo/), 'Diego Díaz');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'diego@rifas.test');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Rol/), 'admin');
    await userEvent.type(within(dialog).getByLabelText(/^Contraseña\*?$/), '12345');
    await userEvent.type(within(dialog).getByLabelText(/^Confirmar contraseña/), '12344');
    await userEvent.click(create);
    expect(await within(dialog).findByText(t.passwordTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(t.passwordsDontMatch)).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Administrador' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Premium' })).toBeNull();

    await userEvent.clear(within(dialog).getByLabelText(/^Contraseña\*?$/));
    await userEvent.type(within(dialog).getByLabelText(/^Contraseña\*?$/), 'Clave-Diego-1');
    await userEvent.clear(within(dialog).getByLabelText(/^Confirmar contraseña/));
    await userEvent.type(within(dialog).getByLabelText(/^Confirmar contraseña/), 'Clave-Diego-1');
    await userEvent.click(create);

    expect(await screen.findByRole('status')).toHaveTextContent(u.created);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      full_name: 'Diego Díaz',
      email: 'diego@rifas.test',
      phone: '',
      role: 'admin',
      password: 'Clave-Diego-1',
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth')).toHaveLength(2));
  });

  it("create: 'Error al crear el usuario: {reason}' keeps the dialog and what was typed", async () => {
    stubServer({ 'POST /api/auth/register-admin': () => refusal(409, t.emailTaken) });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Nombre completo/), 'Carla Otra');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'carla@rifas.test');
    await userEvent.type(within(dialog).getByLabelText(/^Contraseña\*?$/), 'Clave-Carla-1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirmar contraseña/), 'Clave-Carla-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear usuario' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Error al crear el usuario: ${t.emailTaken}`,
    );
    expect(within(dialog).getByLabelText(/^Nombre completo/)).toHaveValue('Carla Otra');
  });

  it('edit: offers user or admin, keeps premium for a premium user, and reports both outcomes', async () => {
    let answer: Reply = refusal(409, u.cannotRemoveLastAdmin);
    const calls = stubServer({ 'PUT /api/auth/2': () => answer });
    await openPage();

    let dialog = await openRowAction('Beto Pendiente', 'Editar');
    expect(within(dialog).getByLabelText(/^Rol/)).toHaveValue('premium');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    dialog = await openRowAction('Carla', 'Editar');
    expect(within(dialog).getByLabelText(/^Nombre completo/)).toHaveValue('Carla Compradora');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Usuario', 'Administrador']);
    await userEvent.clear(within(dialog).getByLabelText(/^Nombre completo/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText(t.fullNameRequired)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Nombre completo/), 'Carla C.');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Rol/), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Error al actualizar el usuario: ${u.cannotRemoveLastAdmin}`,
    );

    answer = {
      body: { success: true, message: u.updated, user: { ...baseUsers[1]!, role: 'admin' } },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('status')).toHaveTextContent(u.updated);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      full_name: 'Carla C.',
      email: 'carla@rifas.test',
      phone: '04121234567',
      role: 'admin',
    });
  });

  it('password: checks the rules, then sets it through admin-password', async () => {
    let answer: Reply = refusal(404, u.notFound);
    const calls = stubServer({ 'PUT /api/auth/2/admin-password': () => answer });
    await openPage();
    const dialog = await openRowAction('Carla', 'Cambiar contraseña');
    const save = within(dialog).getByRole('button', { name: 'Cambiar contraseña' });
    const password = within(dialog).getByLabelText('Nueva contraseña', { exact: true });
    const confirmation = within(dialog).getByLabelText('Confirmar contraseña', { exact: true });

    await userEvent.click(save);
    expect(await within(dialog).findByText(u.newPasswordRequired)).toBeInTheDocument();
    await userEvent.type(password, 'corta');
    await userEvent.click(save);
    expect(await within(dialog).findByText(t.passwordTooShort)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'Clave-Nueva-1');
    await userEvent.type(confirmation, 'Clave-Nueva-2');
    await userEvent.click(save);
    expect(await within(dialog).findByText(t.passwordsDontMatch)).toBeInTheDocument();

    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Clave-Nueva-1');
    await userEvent.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Error al actualizar contraseña: ${u.notFound}`,
    );
    answer = { status: 502 };
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(u.resetPasswordFailed),
    );

    answer = { body: { success: true, message: u.passwordUpdated } };
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent(u.passwordUpdated);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      newPassword: 'Clave-Nueva-1',
    });
  });

  it("password of one's own account: asks for the current one and sends it", async () => {
    const calls = stubServer({
      'PUT /api/auth/1/admin-password': () => ({
        body: { success: true, message: u.passwordUpdated },
      }),
    });
    await openPage();
    const other = await openRowAction('Carla', 'Cambiar contraseña');
    expect(within(other).queryByLabelText('Tu contraseña actual')).toBeNull();
    await userEvent.click(within(other).getByRole('button', { name: 'Cancelar' }));

    const dialog = await openRowAction('Ana Admin', 'Cambiar contraseña');
    const save = within(dialog).getByRole('button', { name: 'Cambiar contraseña' });
    await userEvent.type(
      within(dialog).getByLabelText('Nueva contraseña', { exact: true }),
      'Clave-Nueva-1',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Confirmar contraseña', { exact: true }),
      'Clave-Nueva-1',
    );
    await userEvent.click(save);
    expect(await within(dialog).findByText(u.currentPasswordRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Tu contraseña actual'), 'Clave-Vieja-1');
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent(u.passwordUpdated);
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      newPassword: 'Clave-Nueva-1',
      currentPassword: 'Clave-Vieja-1',
    });
  });

  it("reset link: needs the e-mail, then 'Correo de restablecimiento enviado..'", async () => {
    let answer: Reply = refusal(429, messages.common.tooManyRequests);
    const calls = stubServer({ 'POST /api/auth/request-password-reset': () => answer });
    await openPage();
    const dialog = await openRowAction('Carla', 'Enviar enlace');
    const email = within(dialog).getByLabelText('Email del usuario');
    const send = within(dialog).getByRole('button', { name: 'Enviar enlace' });
    expect(email).toHaveValue('carla@rifas.test');

    await userEvent.clear(email);
    await userEvent.click(send);
    expect(await within(dialog).findByText(u.resetDialogEmailRequired)).toBeInTheDocument();

    await userEvent.type(email, 'carla@rifas.test');
    await userEvent.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Error al solicitar restablecimiento: ${messages.common.tooManyRequests}`,
    );

    answer = { body: { success: true, message: t.forgotSuccess } };
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(u.resetEmailSent);
    const sent = calls.filter((c) => c.path === '/api/auth/request-password-reset').at(-1);
    expect(sent?.body).toEqual({ email: 'carla@rifas.test' });
    expect(sent?.headers.get('authorization')).toBe('Bearer tok-admin');
  });

  it('delete: asks first, reports a refusal, then deletes', async () => {
    let answer: Reply = refusal(409, u.cannotRemoveLastAdmin);
    const calls = stubServer({ 'DELETE /api/auth/3': () => answer });
    await openPage();
    let dialog = await openRowAction('Beto Pendiente', 'Eliminar');
    expect(dialog).toHaveTextContent('¿Seguro que quieres eliminar a Beto Pendiente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    dialog = await openRowAction('Beto Pendiente', 'Eliminar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(u.deleteFailed);
    expect(alert).toHaveTextContent(u.cannotRemoveLastAdmin);

    answer = { body: { success: true, message: u.deleted } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(u.deleted);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('the search box filters by name, e-mail or phone', async () => {
    stubServer();
    const table = await openPage();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuarios' }), '0412');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2)); // header + Carla
    expect(within(table).getByText('Carla Compradora')).toBeInTheDocument();
  });
});
