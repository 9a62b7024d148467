import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { stubApi, sentCalls } from '@/test/api-stub';
import { renderAppReady } from '@/test/render-app';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const t = messages.auth;
const password = () => screen.getByLabelText('Contraseña', { exact: true });
const confirmation = () => screen.getByLabelText('Confirmar contraseña', { exact: true });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));

describe('register page', () => {
  it('checks every rule of the form in the browser', async () => {
    const calls = stubApi({});
    await renderAppReady('/register');
    expect(password()).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');

    await submit();
    expect(await screen.findByText(t.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(t.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(t.passwordRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'ana@');
    await userEvent.type(password(), '12345');
    await userEvent.type(confirmation(), '54321');
    await submit();
    expect(await screen.findByText(t.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(t.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(t.passwordsDontMatch)).toBeInTheDocument();

    await userEvent.clear(password());
    await userEvent.type(password(), 'qwerty123');
    await submit();
    expect(await screen.findByText(t.passwordTooCommon)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/register')).toHaveLength(0);
  });

  it('sends the data without the confirmation and lands on /login with the message', async () => {
    const calls = stubApi({
      'POST /api/auth/register': {
        status: 201,
        body: { success: true, message: t.registerSuccess },
      },
    });
    const { router } = await renderAppReady('/register');
    await userEvent.type(screen.getByLabelText('Nombre completo'), 'Nora Ñandú');
    await userEvent.type(screen.getByLabelText('Email'), 'nora@rifas.test');
    await userEvent.type(password(), 'Clave-segura-1');
    await userEvent.type(confirmation(), 'Clave-segura-1');
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(t.registerSuccess);
    expect(sentCalls(calls)[0]?.body).toEqual({
      full_name: 'Nora Ñandú',
      email: 'nora@rifas.test',
      phone: '',
      password: 'Clave-segura-1',
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    stubApi({
      'POST /api/auth/register': {
        status: 409,
        body: { error: t.emailTaken, message: t.emailTaken },
      },
    });
    await renderAppReady('/register');
    await userEvent.type(screen.getByLabelText('Nombre completo'), 'Nora');
    await userEvent.type(screen.getByLabelText('Email'), 'nora@rifas.test');
    await userEvent.type(screen.getByLabelText('Teléfono (opcional)'), '0412 555 1234');
    await userEvent.type(password(), 'Clave-segura-1');
    await userEvent.type(confirmation(), 'Clave-segura-1');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(t.emailTaken);
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Nora');
    expect(screen.getByLabelText('Teléfono (opcional)')).toHaveValue('0412 555 1234');
    expect(confirmation()).toHaveValue('Clave-segura-1');
  });

  it("falls back to 'Error al registrar usuario'", async () => {
    stubApi({ 'POST /api/auth/register': { status: 502 } });
    await renderAppReady('/register');
    await userEvent.type(screen.getByLabelText('Nombre completo'), 'Nora');
    await userEvent.type(screen.getByLabelText('Email'), 'nora@rifas.test');
    await userEvent.type(password(), 'Clave-segura-1');
    await userEvent.type(confirmation(), 'Clave-segura-1');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.registerFailed);
  });
});
