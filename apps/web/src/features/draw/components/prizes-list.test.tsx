import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Prize } from '@rifas/shared';
import { createQueryClient } from '@/app/providers';
import { stubApi, testConfig } from '@/test/api-stub';
import { PrizesList } from './prizes-list';

const prize = (position: number, title: string, image: Prize['image']): Prize => ({
  position,
  label: position === 1 ? '1er premio' : '2do premio',
  title,
  kind: position === 1 ? 'main' : 'terminal',
  digits: position === 1 ? null : 2,
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

const television = {
  url: '/uploads/tv.png',
  srcset: '/uploads/tv-400.webp 400w, /uploads/tv-800.webp 800w',
  width: 1280,
  height: 720,
};

describe('the prizes list', () => {
  it("shows a prize's picture small, lazy and sized, and nothing for a prize without one", async () => {
    stubApi({ 'GET /api/config': { body: testConfig } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PrizesList
          prizes={[prize(1, 'Moto 0 km', null), prize(2, 'Un televisor', television)]}
          raffle={{ start_number: 0, end_number: 99 }}
        />
      </QueryClientProvider>,
    );
    const [main, second] = await screen.findAllByTestId('prize');
    expect(within(main!).queryByRole('img')).toBeNull();
    const image = within(second!).getByRole('img', {
      name: 'Imagen del 2do premio: Un televisor',
    });
    expect(image).toHaveAttribute('src', '/uploads/tv.png');
    expect(image).toHaveAttribute('srcset', television.srcset);
    expect(image).toHaveAttribute('sizes', '64px');
    expect(image).toHaveAttribute('loading', 'lazy');
    // Its own proportions, so the browser reserves the box before the file arrives.
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(within(second!).getByText(/Un televisor/)).toBeInTheDocument();
  });

  it('says why a prize is desierto in words that fit its kind (issue 42)', async () => {
    stubApi({ 'GET /api/config': { body: testConfig } });
    const drawn = (position: number, kind: Prize['kind'], exclude = false): Prize => ({
      ...prize(position, `Premio ${position}`, null),
      kind,
      exclude_winners: exclude,
      status: 'drawn',
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PrizesList
          prizes={[drawn(1, 'main'), drawn(2, 'adjacent'), drawn(3, 'terminal', true)]}
          raffle={{ start_number: 0, end_number: 99 }}
        />
      </QueryClientProvider>,
    );
    const [main, adjacent, terminal] = await screen.findAllByTestId('prize');
    expect(main).toHaveTextContent('Desierto: su número no se vendió.');
    expect(adjacent).toHaveTextContent(
      'Desierto: ni el número anterior ni el posterior se vendieron.',
    );
    expect(terminal).toHaveTextContent(
      'Desierto: ningún número vendido que no hubiera ganado antes cumple la regla.',
    );
  });
});
