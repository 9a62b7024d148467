import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentCalls, stubApi } from '@/test/api-stub';
import { CouponField, type AppliedCoupon } from './coupon-field';

function Host() {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  return (
    <>
      <CouponField raffleId={3} count={7} applied={applied} onApply={setApplied} />
      <p>Total a pagar: {applied ? applied.total : 18}</p>
    </>
  );
}

function renderField() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('CouponField', () => {
  it("shows the server's Spanish reason, then the discount of a valid code before paying", async () => {
    const calls = stubApi({
      'POST /api/coupons/check': (call) =>
        (call.body as { code: string }).code === 'VERANO'
          ? { body: { valid: true, discount: 1.8, total: 16.2 } }
          : { body: { valid: false, discount: 0, total: 18, reason: 'Este cupón ya venció' } },
    });
    const user = renderField();
    const field = screen.getByLabelText('Cupón de descuento');
    await user.type(field, 'VIEJO');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Este cupón ya venció')).toBeVisible();
    expect(screen.getByText('Total a pagar: 18')).toBeVisible();

    await user.clear(field);
    // Enter applies the code (it must not send the payment form around it).
    await user.type(field, 'VERANO{Enter}');
    expect(await screen.findByText('Cupón VERANO: −$1.80')).toBeVisible();
    expect(screen.getByText('Total a pagar: 16.2')).toBeVisible();
    expect(sentCalls(calls).map((call) => call.body)).toEqual([
      { raffle_id: 3, code: 'VIEJO', quantity: 7 },
      { raffle_id: 3, code: 'VERANO', quantity: 7 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Quitar cupón' }));
    expect(screen.getByText('Total a pagar: 18')).toBeVisible();
  });
});
