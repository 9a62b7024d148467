import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS, messages } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { buildSettings } from '@/test/fixtures';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const m = messages.settings;
const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };

const settings = buildSettings();

function open(handlers: Parameters<typeof stubApi>[0] = {}) {
  saveSession({ ...admin, token: 'tok-admin' });
  const calls = stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/auth/me': { body: admin },
    'GET /api/settings': { body: settings },
    ...handlers,
  });
  return { calls, ...renderApp('/admin/tienda') };
}

const puts = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((c) => c.path === '/api/settings' && c.method === 'PUT');

describe('shop settings form (/admin/tienda)', () => {
  it('shows the saved settings and sends every field on save', async () => {
    const user = userEvent.setup();
    const { calls } = open({
      'PUT /api/settings': ({ body }) => ({ body: { ...settings, ...(body as object) } }),
    });
    const name = await screen.findByLabelText(/Nombre de la tienda/);
    expect(name).toHaveValue('Rifas');
    expect(screen.getByLabelText('Número de WhatsApp')).toHaveValue('584121234567');
    expect(screen.getByLabelText(/Términos/)).toHaveValue(DEFAULT_TERMS);

    await user.clear(name);
    await user.click(name);
    await user.paste('Rifas Doña Ana');
    await user.click(screen.getByLabelText('Instagram'));
    await user.paste('https://instagram.com/ana');
    const digest = screen.getByLabelText(/Resumen de pagos pendientes/);
    await user.clear(digest);
    await user.type(digest, '0');
    // The rejection reasons, one per line; blank lines and spaces do not count.
    const reasons = screen.getByLabelText('Motivos de rechazo');
    expect(reasons).toHaveValue('Pago no recibido\nMonto incompleto\nReferencia inválida');
    await user.clear(reasons);
    await user.type(reasons, ' Pago duplicado {Enter}{Enter}Monto incompleto');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(m.saved)).toBeVisible();
    const [put] = puts(calls);
    expect(put!.body).toMatchObject({
      shop_name: 'Rifas Doña Ana',
      instagram_url: 'https://instagram.com/ana',
      pending_digest_minutes: 0,
      abuse_buyer_min: 20,
      reject_reasons: ['Pago duplicado', 'Monto incompleto'],
    });
  }, 15_000);

  it('refuses bad values in Spanish under their fields, without sending', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    const phone = await screen.findByLabelText('Número de WhatsApp');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('12-34');
    await user.click(screen.getByLabelText('TikTok'));
    await user.paste('tiktok.com/@ana');
    await user.clear(screen.getByLabelText(/Nombre de la tienda/));
    await user.clear(screen.getByLabelText('Por comprador (mínimo)'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(m.whatsappInvalid)).toBeVisible();
    expect(screen.getByText(m.urlInvalid)).toBeVisible();
    expect(screen.getByText(m.shopNameRequired)).toBeVisible();
    expect(screen.getByText(m.minimumInvalid)).toBeVisible();
    expect(screen.getByLabelText('Número de WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  }, 15_000);

  it("puts the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    open({
      'PUT /api/settings': {
        status: 400,
        body: {
          error: m.emailInvalid,
          message: m.emailInvalid,
          issues: [{ path: 'contact_email', message: m.emailInvalid }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    const email = screen.getByLabelText('Email de contacto');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(m.emailInvalid)).toBeVisible();
  });

  it('checks a logo before sending it: too large or not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = open();
    const input = await screen.findByLabelText('Subir logo');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText(m.logoTooLarge)).toBeVisible();
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(m.logoWrongType)).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/settings/logo')).toHaveLength(0);
    const menu = screen.getAllByRole('navigation', { name: 'Administración' })[0]!;
    expect(within(menu).getByRole('link', { name: 'Tienda' })).toHaveAttribute(
      'href',
      '/admin/tienda',
    );
  });
});
