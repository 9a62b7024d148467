import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerReport } from '@rifas/shared';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderAppReady } from '@/test/render-app';

const report: SellerReport = {
  name: 'Ana Vendedora',
  code: 'ANA',
  commission_percent: 10,
  totals: {
    validated_count: 2,
    validated_numbers: 9,
    validated_amount: 27,
    commission: 2.7,
    hand_over: 24.3,
  },
  raffles: [
    {
      raffle_id: 5,
      raffle_title: 'Moto roja',
      validated_count: 2,
      validated_numbers: 9,
      validated_amount: 27,
      commission: 2.7,
      hand_over: 24.3,
      can_sell: true,
      link_path: '/raffles/5?v=ANA',
    },
  ],
};

describe('the seller page', () => {
  it('shows validated sales, the commission and the seller link to share', async () => {
    stubApi({
      'GET /api/config': { body: testConfig },
      'GET /api/sellers/report/secretodeana123': { body: report },
    });
    await renderAppReady('/vendedor/secretodeana123');
    expect(await screen.findByRole('heading', { name: 'Mis ventas' })).toBeVisible();
    expect(screen.getAllByText('$2.70')).toHaveLength(2);
    // What a seller who collected the money hands over: sales less commission.
    expect(screen.getAllByText('$24.30')).toHaveLength(2);
    expect(screen.getByText(/Lo que cobraste tú .* menos tu comisión/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar mi enlace' })).toBeVisible();
    const share = screen.getByRole('link', { name: 'WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href')!)).toContain(
      `${window.location.origin}/raffles/5?v=ANA`,
    );
  });
});
