import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Raffle } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { buildRaffle } from '@/test/fixtures';

configure({ asyncUtilTimeout: 3000 });

const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const raffle = (id: number, fields: Partial<Raffle>) =>
  buildRaffle({ id, total_numbers: 100, reserved_numbers: 0, numero_ganador: null, ...fields });

const raffles: Raffle[] = [
  raffle(1, {
    title: 'Selling',
    status: 'active',
    draw_date: inDays(10),
    sold_numbers: 30,
    reserved_numbers: 5,
    available_numbers: 65,
  }),
  raffle(2, { title: 'Draft', status: 'pending', draw_date: inDays(20) }),
  raffle(3, {
    title: 'No winner',
    status: 'active',
    draw_date: inDays(-2),
    sold_numbers: 80,
    available_numbers: 20,
  }),
  raffle(4, {
    title: 'Below minimum',
    status: 'active',
    draw_date: inDays(-1),
    is_minimal_required: true,
    minimal_number: 50,
    sold_numbers: 10,
    available_numbers: 90,
  }),
  raffle(5, { title: 'Done', status: 'completed', draw_date: inDays(-30), numero_ganador: 7 }),
];

function open(path = '/admin/raffles') {
  saveSession({ ...admin, token: 'tok-admin' });
  stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/auth/me': { body: admin },
    'GET /api/raffles': { body: raffles },
  });
  return renderApp(path);
}

const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td span.font-semibold')?.textContent);

describe('admin raffle list: what needs doing', () => {
  it('says each raffle’s next step next to the spec badge, with its sales, newest first', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Rifas' }, { timeout: 10_000 });
    // Newest first by default: a raffle just created is at the top (issue 30).
    expect(titles(table)).toEqual(['Done', 'Below minimum', 'No winner', 'Draft', 'Selling']);
    const row = (title: string) =>
      within(table).getByText(title, { selector: 'span.font-semibold' }).closest('tr')!;
    expect(row('No winner')).toHaveTextContent('ActivaNecesita ganador');
    expect(row('Below minimum')).toHaveTextContent('ActivaExtendida');
    expect(row('Draft')).toHaveTextContent('PendienteBorrador');
    // The next step is not repeated when it says what the spec badge already says.
    expect(within(row('Done')).getAllByText('Completada')).toHaveLength(1);
    expect(within(row('Selling')).getAllByText('Activa')).toHaveLength(1);
    expect(row('Selling')).toHaveTextContent('30 vendidos5 reservados65 disponibles');
    const bar = within(row('Selling')).getByRole('progressbar', { name: 'Ventas: Selling' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('filters by state and orders by the farthest draw, kept in the address', async () => {
    open('/admin/raffles?estado=needs_winner');
    const table = await screen.findByRole('table', { name: 'Rifas' }, { timeout: 10_000 });
    expect(titles(table)).toEqual(['No winner']);
    const filter = screen.getByLabelText('Situación');
    expect(filter).toHaveValue('needs_winner');
    expect(within(filter).getByRole('option', { name: 'Necesita ganador (1)' })).toBeDefined();

    const user = userEvent.setup();
    await user.selectOptions(filter, '');
    await user.selectOptions(screen.getByLabelText('Ordenar'), 'draw_asc');
    expect(titles(screen.getByRole('table', { name: 'Rifas' }))).toEqual([
      'Done',
      'No winner',
      'Below minimum',
      'Selling',
      'Draft',
    ]);
    await user.selectOptions(screen.getByLabelText('Ordenar'), 'draw_desc');
    expect(titles(screen.getByRole('table', { name: 'Rifas' }))).toEqual([
      'Draft',
      'Selling',
      'Below minimum',
      'No winner',
      'Done',
    ]);

    await user.selectOptions(filter, 'extended');
    expect(titles(screen.getByRole('table', { name: 'Rifas' }))).toEqual(['Below minimum']);
    await user.selectOptions(filter, 'draft');
    expect(titles(screen.getByRole('table', { name: 'Rifas' }))).toEqual(['Draft']);
  });
});
