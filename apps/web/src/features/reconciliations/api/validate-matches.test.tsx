import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubbedCall } from '@/test/api-stub';
import { useValidateMatches } from './validate-matches';

function renderValidate(rendered: unknown[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const hook = useValidateMatches();
      if (rendered.at(-1) !== JSON.stringify(hook.progress)) {
        rendered.push(JSON.stringify(hook.progress));
      }
      return hook;
    },
    { wrapper },
  );
}

describe('useValidateMatches', () => {
  it('validates 45 matches 20 at a time, counting its progress, and adds up the answers', async () => {
    const rendered: unknown[] = [];
    const calls = stubApi({
      'POST /api/reconciliations/7/validate': async (call: StubbedCall) => {
        // As a real answer does, let the screen render before it arrives.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const ids = (call.body as { payment_ids: number[] }).payment_ids;
        return {
          body: {
            done: ids.filter((id) => id !== 30),
            failed: ids.includes(30) ? [{ id: 30, error: 'Este pago ya fue procesado' }] : [],
          },
        };
      },
    });
    const { result } = renderValidate(rendered);
    const paymentIds = Array.from({ length: 45 }, (_, i) => i + 1);
    const answer = await result.current.mutateAsync({ id: 7, paymentIds });
    await waitFor(() => expect(result.current.progress).toBeNull());

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { payment_ids: number[] }).payment_ids)).toEqual([
      paymentIds.slice(0, 20),
      paymentIds.slice(20, 40),
      paymentIds.slice(40),
    ]);
    expect(rendered.map((text) => JSON.parse(text as string) as unknown)).toEqual([
      null,
      { done: 0, total: 45 },
      { done: 20, total: 45 },
      { done: 40, total: 45 },
      null,
    ]);
    expect(answer).toEqual({
      done: paymentIds.filter((id) => id !== 30),
      failed: [{ id: 30, error: 'Este pago ya fue procesado' }],
    });
  });
});
