import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { stubApi, sentCalls } from '@/test/api-stub';
import { renderAppReady } from '@/test/render-app';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const t = messages.auth;

function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  return (async () => {
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Contraseña', { exact: true }), password);
    await user.click(screen.getByRole('button', { name: t.loginButton }));
    return user;
  })();
}

describe('login page', () => {
  it('checks the fields in the browser before calling the server', async () => {
    const calls = stubApi({});
    await renderAppReady('/login');
    await fillLogin('', '');
    expect(await screen.findByText(t.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(t.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Email'), 'no-es-un-email');
    await userEvent.click(screen.getByRole('button', { name: t.loginButton }));
    expect(await screen.findByText(t.emailInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/login')).toHaveLength(0);
  });

  it("shows the server's message in the red box and keeps what was typed", async () => {
    let release: () => void = () => undefined;
    const calls = stubApi({
      'POST /api/auth/login': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 401,
              body: { success: false, error: t.invalidCredentials, message: t.invalidCredentials },
            });
        }),
    });
    await renderAppReady('/login');
    await fillLogin('Ana@Rifas.test', 'clave-equivocada');

    expect(await screen.findByRole('button', { name: t.loggingIn })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.invalidCredentials);
    expect(screen.getByLabelText('Email')).toHaveValue('Ana@Rifas.test');
    expect(screen.getByLabelText('Contraseña', { exact: true })).toHaveValue('clave-equivocada');
    // Sent as the schema reads it (trimmed, lower-cased), without a stored token.
    expect(sentCalls(calls)[0]?.body).toEqual({
      email: 'ana@rifas.test',
      password: 'clave-equivocada',
    });
    expect(sentCalls(calls)[0]?.headers.get('authorization')).toBeNull();
  });

  it("says 'No se recibió token' when the answer has no token", async () => {
    stubApi({
      'POST /api/auth/login': {
        body: {
          success: true,
          message: t.loginSuccess,
          user: { id: 1, name: 'A', email: 'a@b.co', role: 'user' },
        },
      },
    });
    await renderAppReady('/login');
    await fillLogin('ana@rifas.test', 'Clave-segura-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.noToken);
  });

  it("falls back to 'Error al iniciar sesión' when the server gives no message", async () => {
    stubApi({ 'POST /api/auth/login': { status: 502 } });
    await renderAppReady('/login');
    await fillLogin('ana@rifas.test', 'Clave-segura-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loginFailed);
  });

  it('the toggle shows and hides the password', async () => {
    stubApi({});
    await renderAppReady('/login');
    const password = screen.getByLabelText('Contraseña', { exact: true });
    await userEvent.type(password, 'secreto');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('secreto');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the forgot-password and register screens', async () => {
    stubApi({});
    const { router } = await renderAppReady('/login');
    await userEvent.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    await router.navigate('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Regístrate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });
});
