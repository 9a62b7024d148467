import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const admin = {
  id: 1,
  name: 'Ana Admin',
  email: 'ana@rifas.test',
  role: 'admin' as const,
  token: 'tok-admin',
};
const buyer = {
  id: 2,
  name: 'Beto',
  email: 'beto@rifas.test',
  role: 'user' as const,
  token: 'tok-user',
};

function stubServer() {
  return stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/auth/me': ({ headers }) => {
      const who = headers.get('authorization') === 'Bearer tok-admin' ? admin : buyer;
      return { body: { id: who.id, name: who.name, email: who.email, role: who.role } };
    },
    'POST /api/auth/logout': { body: { success: true, message: 'Sesión cerrada' } },
  });
}

describe('routes and guards', () => {
  beforeEach(() => {
    stubServer();
  });

  it('an unknown path lands on /', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a shared /raffle/:id link opens /raffles/:id', async () => {
    const { router } = renderApp('/raffle/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/raffles/12'));
  });

  it('a guest on /admin is sent to /login', async () => {
    const { router } = renderApp('/admin/payments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('a logged-in non-admin on /admin is sent to /', async () => {
    saveSession(buyer);
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('link', { name: 'Administración' })).toBeNull();
  });

  it('an admin gets the admin layout with its sections and the lazy page', async () => {
    saveSession(admin);
    renderApp('/admin/monedas');
    expect(await screen.findByRole('heading', { name: 'Monedas' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Administración' })[0]!;
    for (const section of ['Panel', 'Rifas', 'Pagos', 'Monedas', 'Métodos de pago', 'Usuarios']) {
      expect(within(nav).getByRole('link', { name: section })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Monedas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /Ver tienda/ })).toHaveAttribute('href', '/');
  });
});

describe('public header', () => {
  beforeEach(() => {
    stubServer();
  });

  it('shows the navigation; the admin link only to admins; Salir logs out and goes home', async () => {
    saveSession(admin);
    const { router } = renderApp('/raffles');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Sorteos Activos' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sorteos Activos' })).toHaveAttribute(
      'href',
      '/raffles',
    );
    expect(within(nav).getByRole('link', { name: 'Sorteos Anteriores' })).toHaveAttribute(
      'href',
      '/past-raffles',
    );
    expect(screen.getByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin');
    expect(screen.getAllByText('Ana Admin')[0]).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Salir' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryAllByText('Ana Admin')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Administración' })).toBeNull();
    expect(localStorage.getItem('rifas.session')).toBeNull();
  });

  it('the phone menu toggle shows and hides the navigation', async () => {
    renderApp('/');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(panel).toBeVisible();

    await user.click(within(panel).getByRole('link', { name: 'Sorteos Anteriores' }));
    expect(await screen.findByRole('heading', { name: 'Sorteos Anteriores' })).toBeInTheDocument();
    expect(panel).not.toBeVisible(); // following a link closes the menu
  });
});
