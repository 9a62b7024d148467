import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { purchaseFixture } from '../test/fixtures';

function stub(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/monedas/rates': { body: [] },
    ...handlers,
  });
}

async function search(document: string, contact: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Cédula'), document);
  await user.type(screen.getByLabelText('Email o teléfono'), contact);
  await user.click(screen.getByRole('button', { name: 'Buscar mis números' }));
}

describe('/mis-numeros', () => {
  it('is in the header navigation', async () => {
    stub({
      'GET /api/raffles': {
        body: { raffles: [], pagination: { page: 1, limit: 12, total: 0, pages: 0 } },
      },
    });
    renderApp('/');
    const links = await screen.findAllByRole('link', { name: 'Mis números' });
    expect(links[0]).toHaveAttribute('href', '/mis-numeros');
  });

  it('says in Spanish what is missing, and asks nothing of the server', async () => {
    const calls = stub();
    renderApp('/mis-numeros');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buscar mis números' }));
    expect(await screen.findByText('Cédula es requerida')).toBeInTheDocument();
    expect(
      screen.getByText('Escribe el email o el teléfono con el que compraste'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email o teléfono'), '12');
    await user.click(screen.getByRole('button', { name: 'Buscar mis números' }));
    expect(await screen.findByText('Email o teléfono no válido')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/numbers/lookup')).toHaveLength(0);
  });

  it('lists each purchase: padded numbers, status in words, amount, snapshot and ticket link', async () => {
    const calls = stub({
      'POST /api/numbers/lookup': {
        body: {
          purchases: [
            purchaseFixture(),
            purchaseFixture({
              ticket_code: 'ZZZZZZZZZZZZZZZZZZZZZZ',
              numbers: [5],
              status: 'failed',
              rejection_reason: 'Referencia no encontrada',
            }),
          ],
        },
      },
    });
    renderApp('/mis-numeros');
    await search('V-12.345.678', '0412 123 4567');

    const list = await screen.findByRole('list', { name: 'Tus compras' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('007')).toBeInTheDocument();
    expect(within(first!).getByText('042')).toBeInTheDocument();
    expect(within(first!).getByText('Pendiente de verificación')).toBeInTheDocument();
    expect(within(first!).getByText('$10.00')).toBeInTheDocument();
    expect(within(first!).getByText('Bs 365,00')).toBeInTheDocument();
    expect(within(first!).getByText(/15 de marzo de 2030/)).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Ver ticket' })).toHaveAttribute(
      'href',
      '/ticket/AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(within(second!).getByText('Rechazado')).toBeInTheDocument();
    expect(within(second!).getByText('Motivo: Referencia no encontrada')).toBeInTheDocument();
    expect(within(second!).getByText('005')).toBeInTheDocument();

    const sent = calls.find((c) => c.path === '/api/numbers/lookup');
    expect(sent?.body).toEqual({ document: 'V-12.345.678', contact: '0412 123 4567' });
  });

  it('says so when nothing matches', async () => {
    stub({ 'POST /api/numbers/lookup': { body: { purchases: [] } } });
    renderApp('/mis-numeros');
    await search('V1', 'nadie@correo.test');
    expect(await screen.findByText(/No encontramos compras con esos datos/)).toBeInTheDocument();
  });

  it('shows a signed-in user their purchases without typing', async () => {
    saveSession({ id: 1, name: 'Ana Pérez', email: 'ana@correo.test', role: 'user', token: 't' });
    stub({
      'GET /api/auth/me': {
        body: { id: 1, name: 'Ana Pérez', email: 'ana@correo.test', role: 'user' },
      },
      'GET /api/my-numbers/purchases': {
        body: { purchases: [purchaseFixture({ status: 'completed' })] },
      },
    });
    renderApp('/mis-numeros');
    const section = await screen.findByRole('region', { name: 'Compras de tu cuenta' });
    expect(await within(section).findByText('Verificado')).toBeInTheDocument();
    expect(within(section).getByText('007')).toBeInTheDocument();
  });
});
