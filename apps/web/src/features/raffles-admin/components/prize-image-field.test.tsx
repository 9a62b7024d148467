import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Prize } from '@rifas/shared';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { buildRaffle } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Several test runs share two cores: give the stubbed server time to answer under load.
configure({ asyncUtilTimeout: 3000 });

const admin = { id: 1, name: 'Ana Admin', email: 'ana@rifas.test', role: 'admin' as const };
const picture = { url: '/uploads/tv.png', srcset: '', width: 400, height: 300 };

const prize = (position: number, title: string, image: Prize['image']): Prize => ({
  position,
  label: ['1er premio', '2do premio', '3er premio'][position - 1]!,
  title,
  kind: position === 1 ? 'main' : 'adjacent',
  digits: null,
  lottery_name: null,
  cutoff_at: null,
  unsold: 'void',
  exclude_winners: false,
  rule: 'Regla',
  status: 'open',
  fingerprint: null,
  entries_url: null,
  entries_count: null,
  fixed_at: null,
  result_after: null,
  result: null,
  winners: [],
  image,
});

const prizes = [prize(1, 'Moto', null), prize(2, 'Un televisor', picture), prize(3, 'Bono', null)];

function openEditor() {
  saveSession({ ...admin, token: 'tok-admin' });
  const calls = stubApi({
    'GET /api/config': { body: testConfig },
    'GET /api/auth/me': { body: admin },
    'GET /api/raffles/7': { body: buildRaffle({ prizes }) },
    'GET /api/raffles/7/draw': {
      body: {
        status: 'open',
        algorithm: 'sha256',
        fingerprint: null,
        fixed_at: null,
        result_after: null,
        entries_count: null,
        entries_url: null,
        rule: 'Regla',
        lottery: null,
        winning_number: null,
        prizes,
      },
    },
    'DELETE /api/raffles/7/prizes/2/image': { body: prize(2, 'Un televisor', null) },
  });
  renderApp('/admin/edit-raffle/7');
  return calls;
}

describe("the raffle form's prize pictures", () => {
  it('shows the picture each row keeps, says a renamed prize needs a save, and removes one at once', async () => {
    const calls = openEditor();
    const second = await screen.findByRole('group', { name: '2do premio' });
    const third = screen.getByRole('group', { name: '3er premio' });
    expect(
      within(second).getByRole('img', { name: 'Imagen del 2do premio: Un televisor' }),
    ).toHaveAttribute('src', '/uploads/tv.png');
    expect(within(second).getByLabelText('Cambiar imagen del 2do premio')).toBeInTheDocument();
    expect(within(third).getByLabelText('Elegir imagen del 3er premio')).toBeInTheDocument();

    // Renamed (unsaved): its picture would go on save, so the row says so instead.
    const title = within(second).getByLabelText(/^Qué gana/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Una nevera');
    expect(
      within(second).getByText('Guarda la rifa para añadirle una imagen a este premio.'),
    ).toBeInTheDocument();
    expect(within(second).queryByRole('img')).toBeNull();
    await userEvent.clear(title);
    await userEvent.type(title, 'Un televisor');

    await userEvent.click(
      within(second).getByRole('button', { name: 'Quitar imagen del 2do premio' }),
    );
    expect(await within(second).findByText('Imagen del premio quitada')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.path === '/api/raffles/7/prizes/2/image'),
      ).toBe(true),
    );

    // The 2do premio removed (unsaved): 'Bono' moves up and still acts on its saved prize (3).
    await userEvent.click(within(second).getByRole('button', { name: 'Quitar el 2do premio' }));
    const moved = screen.getByRole('group', { name: '2do premio' });
    expect(within(moved).getByLabelText(/^Qué gana/)).toHaveValue('Bono');
    expect(within(moved).getByLabelText('Elegir imagen del 2do premio')).toBeInTheDocument();
  });
});
