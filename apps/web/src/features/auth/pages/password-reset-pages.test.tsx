import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@rifas/shared';
import { stubApi, sentCalls } from '@/test/api-stub';
import { renderAppReady } from '@/test/render-app';
import { RESET_REDIRECT_MS } from './reset-password-page';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const t = messages.auth;

describe('forgot-password page', () => {
  it('needs an e-mail, then shows the server message', async () => {
    const calls = stubApi({
      'POST /api/auth/request-password-reset': {
        body: { success: true, message: t.forgotSuccess },
      },
    });
    await renderAppReady('/forgot-password');
    const send = screen.getByRole('button', { name: 'Enviar enlace' });

    await userEvent.click(send);
    expect(await screen.findByText(t.emailRequired)).toBeInTheDocument();
    expect(sentCalls(calls)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Email'), 'nora@rifas.test');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(t.forgotSuccess);
    expect(sentCalls(calls)[0]?.body).toEqual({ email: 'nora@rifas.test' });
  });

  it("falls back to 'Error al solicitar restablecimiento de contraseña'", async () => {
    stubApi({ 'POST /api/auth/request-password-reset': { status: 502 } });
    await renderAppReady('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'nora@rifas.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.forgotFailed);
    expect(screen.getByLabelText('Email')).toHaveValue('nora@rifas.test');
  });
});

describe('reset-password page', () => {
  const newPassword = () => screen.getByLabelText('Nueva contraseña', { exact: true });
  const confirmation = () => screen.getByLabelText('Confirmar contraseña', { exact: true });
  const submit = () =>
    userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

  afterEach(() => vi.useRealTimers());

  it("without a token says 'Token de restablecimiento no válido' and links to login", async () => {
    stubApi({});
    await renderAppReady('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByLabelText('Nueva contraseña', { exact: true })).toBeNull();
  });

  it('checks the new password and its confirmation in the browser', async () => {
    const calls = stubApi({});
    await renderAppReady('/reset-password?token=abc');
    await submit();
    expect(await screen.findByText(messages.users.newPasswordRequired)).toBeInTheDocument();

    await userEvent.type(newPassword(), '12345');
    await submit();
    expect(await screen.findByText(t.passwordTooShort)).toBeInTheDocument();

    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'Nueva-clave-1');
    await userEvent.type(confirmation(), 'Nueva-clave-2');
    await submit();
    expect(await screen.findByText(t.passwordsDontMatch)).toBeInTheDocument();
    expect(sentCalls(calls)).toHaveLength(0);
  });

  it('sends the token and the new password, shows the message, then goes to /login after 3 s', async () => {
    const calls = stubApi({
      'POST /api/auth/reset-password': { body: { success: true, message: t.resetSuccess } },
    });
    const { router } = await renderAppReady('/reset-password?token=abc');
    await userEvent.type(newPassword(), 'Nueva-clave-1');
    await userEvent.type(confirmation(), 'Nueva-clave-1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent(t.resetSuccess);
    expect(sentCalls(calls)[0]?.body).toEqual({ token: 'abc', newPassword: 'Nueva-clave-1' });
    act(() => {
      vi.advanceTimersByTime(RESET_REDIRECT_MS - 100);
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(t.resetSuccess);
  });

  it("shows the server's reason, or 'Error al restablecer la contraseña'", async () => {
    let reply = {
      status: 400,
      body: { error: t.tokenExpiredOrUsed, message: t.tokenExpiredOrUsed },
    };
    stubApi({ 'POST /api/auth/reset-password': () => reply });
    await renderAppReady('/reset-password?token=usado');
    await userEvent.type(newPassword(), 'Nueva-clave-1');
    await userEvent.type(confirmation(), 'Nueva-clave-1');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.tokenExpiredOrUsed);
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toBeInTheDocument();

    reply = { status: 502, body: undefined as never };
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.resetFailed));
    expect(newPassword()).toHaveValue('Nueva-clave-1');
  });
});

describe('verify-email page', () => {
  it('verifies the token from the link once and lands on /login with the result', async () => {
    const calls = stubApi({
      'GET /api/auth/verify-email': {
        body: { success: true, message: t.verifySuccess, email: 'ana@correo.test' },
      },
    });
    const { router } = await renderAppReady('/verify-email?token=tok-123');
    expect(screen.getByRole('status')).toHaveTextContent(t.verifying);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login route may still be loading: wait for its notice, not the spinner's status.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.verifySuccess));
    // The login form is ready for that address.
    expect(screen.getByLabelText('Email', { exact: true })).toHaveValue('ana@correo.test');
    expect(calls.filter((c) => c.path === '/api/auth/verify-email')).toHaveLength(1);
  });

  it('a used or expired link lands on /login with the reason in the red box', async () => {
    stubApi({
      'GET /api/auth/verify-email': {
        status: 400,
        body: { success: false, error: t.tokenExpiredOrUsed, message: t.tokenExpiredOrUsed },
      },
    });
    const { router } = await renderAppReady('/verify-email?token=usado');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.tokenExpiredOrUsed);
  });

  it('a link without a token lands on /login without calling the server', async () => {
    const calls = stubApi({});
    const { router } = await renderAppReady('/verify-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.tokenExpiredOrUsed);
    expect(calls.filter((c) => c.path === '/api/auth/verify-email')).toHaveLength(0);
  });
});
