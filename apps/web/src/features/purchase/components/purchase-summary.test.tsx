import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { PurchaseSummary } from './purchase-summary';

describe('PurchaseSummary with packs', () => {
  it('shows which packs apply and charges the cheapest combination', () => {
    stubApi({ 'GET /api/monedas/rates': { body: [] } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PurchaseSummary
          raffle={{
            id: 1,
            title: 'Moto',
            product_to_win: 'Moto',
            price_per_number: 3,
            packs: [{ quantity: 5, price: 12 }],
          }}
          numbers={[1, 2, 3, 4, 5, 6, 7]}
          startNumber={0}
          endNumber={99}
          onRemove={vi.fn()}
          onClear={vi.fn()}
          onProceed={vi.fn()}
          busy={false}
          notice={null}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Paquete 5 por $12 + 2 números')).toBeVisible();
    expect(screen.getByText('$18.00')).toBeVisible();
  });
});
