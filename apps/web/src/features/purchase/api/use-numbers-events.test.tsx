import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeNumberBitmap } from '@rifas/shared';
import { useRaffleNumbers } from './get-raffle-numbers';
import { useNumbersEvents } from './use-numbers-events';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  emit(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

/** The numbers endpoint at a given version: number `version` is sold; ETag and 304 like the API. */
function stubNumbers(state: { version: number }) {
  const calls: { ifNoneMatch: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const ifNoneMatch = new Headers(init.headers).get('if-none-match');
      calls.push({ ifNoneMatch });
      const etag = `"n${state.version}"`;
      if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
      const body = {
        raffle_id: 5,
        start_number: 0,
        end_number: 99,
        version: state.version,
        bitmap: encodeNumberBitmap({
          start_number: 0,
          end_number: 99,
          sold: [state.version],
          reserved: [],
        }),
      };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { etag, 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderNumbers() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useNumbersEvents(5);
      return useRaffleNumbers(5);
    },
    { wrapper },
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live numbers (SSE → bitmap refetch with ETag)', () => {
  afterEach(() => {
    FakeEventSource.last = null;
  });

  it('refetches after every event, sending the last ETag', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const state = { version: 1 };
    const calls = stubNumbers(state);
    const { result, unmount } = renderNumbers();
    await waitFor(() => expect(result.current.data?.version).toBe(1));
    const first = result.current.data!;
    expect(first.codes[1]).toBe(2); // number 1 sold
    expect(FakeEventSource.last!.url).toBe('/api/raffles/5/events');

    // The stream's first event carries no numbers: revalidate (a 304, same object).
    FakeEventSource.last!.emit({ raffle_id: 5, version: 1 });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.ifNoneMatch).toBe('"n1"');
    await pause(50);
    expect(result.current.data).toBe(first);

    // Versions are not compared: a lower one still refetches.
    state.version = 2;
    FakeEventSource.last!.emit({ raffle_id: 5, version: 0 });
    await waitFor(() => expect(result.current.data?.version).toBe(2));
    expect(calls).toHaveLength(3);
    expect(result.current.data!.codes[2]).toBe(2);

    unmount();
    expect(FakeEventSource.last!.closed).toBe(true);
  });

  it('a burst of events costs a fetch or two and ends at the latest state', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const state = { version: 1 };
    const calls = stubNumbers(state);
    const { result } = renderNumbers();
    await waitFor(() => expect(result.current.data?.version).toBe(1));

    for (let version = 2; version <= 30; version += 1) {
      state.version = version;
      FakeEventSource.last!.emit({ raffle_id: 5, version });
    }
    await waitFor(() => expect(result.current.data?.version).toBe(30));
    await pause(400);
    expect(calls.length).toBeLessThanOrEqual(3);
  });
});
