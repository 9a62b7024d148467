import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type Raffle } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const m = messages.raffles;
const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };

function raffle(id: number, overrides: Partial<Raffle>): Raffle {
  return {
    id,
    title: `Rifa ${id}`,
    description: '',
    product_to_win: 'Premio',
    price_per_number: 1,
    start_number: 0,
    end_number: 99,
    draw_date: '2030-12-24T23:00:00.000Z',
    imagen: null,
    imagen_card: null,
    imagenes: [],
    imagen_width: null,
    imagen_height: null,
    images: [],
    status: 'pending',
    total_numbers: 100,
    sold_numbers: 0,
    reserved_numbers: 0,
    available_numbers: 100,
    numero_ganador: null,
    is_minimal_required: false,
    minimal_number: 0,
    diffusion_channel: '',
    ended: false,
    extended: false,
    can_sell: false,
    winner_display: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const longText = 'Una descripción muy larga que sigue y sigue más allá de cincuenta letras.';
const raffles = [
  raffle(1, {
    title: 'Moto',
    status: 'active',
    description: longText,
    product_to_win: 'Moto 0 km',
  }),
  raffle(2, { title: 'Televisor', status: 'completed' }),
  raffle(3, { title: 'Borrador', status: 'pending' }),
];

function open(handlers: Parameters<typeof stubApi>[0] = {}) {
  saveSession({ ...admin, token: 'tok-admin' });
  const calls = stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/auth/me': { body: admin },
    'GET /api/raffles': { body: raffles },
    ...handlers,
  });
  return { calls, ...renderApp('/admin/raffles') };
}

describe('admin raffle list', () => {
  it('lists every raffle with its status, prize, the start of its description and its actions', async () => {
    const { router } = open();
    // The first render loads the admin routes: more time than the other tests need.
    const table = await screen.findByRole('table', { name: 'Rifas' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    // Newest first by default: the raffle just created is at the top.
    expect(rows[3]).toHaveTextContent('Moto');
    expect(rows[3]).toHaveTextContent('Activa');
    expect(rows[3]).toHaveTextContent('Moto 0 km');
    expect(rows[3]).toHaveTextContent(`${longText.slice(0, 50)}…`);
    expect(rows[3]).not.toHaveTextContent(longText);
    expect(rows[3]).toHaveTextContent('24 de diciembre de 2030');
    expect(rows[2]).toHaveTextContent('Completada');
    expect(rows[1]).toHaveTextContent('Pendiente');
    expect(within(table).getByRole('link', { name: 'Editar: Moto' })).toHaveAttribute(
      'href',
      '/admin/edit-raffle/1',
    );
    expect(screen.getByRole('link', { name: 'Nueva Rifa' })).toHaveAttribute(
      'href',
      '/admin/create-raffle',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Más acciones: Moto' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Números reservados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reserved-numbers/1'));
  });

  it("asks before deleting and shows 'Error al eliminar la rifa' with the server's reason", async () => {
    const { calls } = open({
      'DELETE /api/raffles/1': {
        status: 409,
        body: { error: m.deleteHasPayments, message: m.deleteHasPayments },
      },
    });
    const table = await screen.findByRole('table', { name: 'Rifas' });
    await userEvent.click(within(table).getByRole('button', { name: 'Más acciones: Moto' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar rifa' });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(m.deleteFailed);
    expect(alert).toHaveTextContent(m.deleteHasPayments);
  });

  it('deletes after confirmation and says so', async () => {
    let list = raffles;
    open({
      'GET /api/raffles': () => ({ body: list }),
      'DELETE /api/raffles/3': () => {
        list = raffles.filter((r) => r.id !== 3);
        return { body: { success: true, message: m.deleted } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Rifas' });
    await userEvent.click(within(table).getByRole('button', { name: 'Más acciones: Borrador' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(m.deleted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(table).queryByText('Borrador')).toBeNull());
  });

  it("copies a raffle's short link and shares it on WhatsApp with the shop's text", async () => {
    const user = userEvent.setup();
    open({
      'GET /api/config': {
        body: { ...testConfig, share_template: '{titulo} · {premio} · {precio} · {enlace}' },
      },
    });
    const table = await screen.findByRole('table', { name: 'Rifas' });
    await user.click(within(table).getByRole('button', { name: 'Compartir: Moto' }));
    const whatsapp = screen.getByRole('menuitem', { name: 'Compartir por WhatsApp' });
    const link = `${window.location.origin}/raffle/1`;
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Moto · Moto 0 km · $1.00 · ${link}`)}`,
    );
    await user.click(screen.getByRole('menuitem', { name: 'Copiar enlace' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((node) => node.textContent === 'Enlace copiado'),
      ).toBe(true),
    );
    expect(await navigator.clipboard.readText()).toBe(link);
  });
});
