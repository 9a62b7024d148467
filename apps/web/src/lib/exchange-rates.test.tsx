import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, testConfig } from '@/test/api-stub';
import { useExchangeRates } from './exchange-rates';
import { saveSession } from './session';

const rate = {
  codigo: 'VES',
  nombre: 'Bolívar',
  simbolo: 'Bs',
  precio: 36.5,
  updated_at: '2026-03-15T12:00:00.000Z',
  stale: false,
  last_error_at: null,
};

function renderRatesHook() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useExchangeRates(), { wrapper });
}

describe('useExchangeRates', () => {
  it('reads GET /api/monedas/rates without the session token', async () => {
    saveSession({ id: 1, name: 'Ana', email: 'ana@rifas.test', role: 'admin', token: 'tok' });
    const calls = stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/monedas/rates': { body: [rate] },
    });
    const { result } = renderRatesHook();

    await waitFor(() => expect(result.current.data).toEqual([rate]));
    const ratesCall = calls.find((call) => call.path === '/api/monedas/rates');
    expect(ratesCall?.headers.get('authorization')).toBeNull();
  });

  it('refetches every rates_refresh_seconds of the public config', async () => {
    let answered = 0;
    const calls = stubApi({
      'GET /api/config': { body: { ...testConfig, rates_refresh_seconds: 1 } },
      'GET /api/monedas/rates': () => ({ body: [{ ...rate, precio: 36.5 + answered++ }] }),
    });
    const { result } = renderRatesHook();

    // A second answer arrives about a second after the first, with no user action.
    await waitFor(() => expect(result.current.data?.[0]?.precio).toBe(37.5), { timeout: 3_000 });
    expect(
      calls.filter((call) => call.path === '/api/monedas/rates').length,
    ).toBeGreaterThanOrEqual(2);
  });
});
