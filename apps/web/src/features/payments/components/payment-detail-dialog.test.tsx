import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { stubApi, testConfig } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { buildPayment, buildRaffle } from '@/test/fixtures';
import { admin, pageOf } from '../test/payment-fixture';

describe('payment detail', () => {
  it("opens a WhatsApp chat with the buyer's phone in international form", async () => {
    const payment = buildPayment({ customer_phone: '0414-123.45.67' });
    stubApi({
      'GET /api/auth/me': { body: admin },
      'GET /api/config': { body: testConfig },
      'GET /api/raffles': { body: [buildRaffle()] },
      'GET /api/payments/stats/overview': { body: { statusStats: [] } },
      'GET /api/payments': pageOf([payment]),
      'GET /api/payments/12': { body: payment },
    });
    saveSession({ ...admin, token: 'tok-admin' });
    renderApp('/admin/payments');
    const table = await screen.findByRole('table', { name: 'Pagos' }, { timeout: 5000 });
    await userEvent
      .setup()
      .click(within(table).getByRole('button', { name: 'Ver detalles del pago #12' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '0414-123.45.67' })).toHaveAttribute(
      'href',
      'tel:0414-123.45.67',
    );
    expect(within(dialog).getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/584141234567',
    );
  });
});
