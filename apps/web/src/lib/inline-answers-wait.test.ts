import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRaffle } from '@/test/fixtures';
import { SEED_WAIT_MS, seedInlineAnswers } from './inline-answers';

// The checks' download never finishes (a stalled connection).
vi.mock('./lazy-schema', () => ({ lazySchema: () => () => new Promise(() => {}) }));

afterEach(() => vi.useRealTimers());

describe('seedInlineAnswers with a stalled download', () => {
  it('lets the first render go after SEED_WAIT_MS, with nothing seeded', async () => {
    vi.useFakeTimers();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'raffle-data';
    script.dataset.raffleId = '7';
    script.textContent = JSON.stringify(buildRaffle({ id: 7 }));
    document.head.append(script);
    const client = new QueryClient();
    let done = false;
    void seedInlineAnswers(client).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(SEED_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
