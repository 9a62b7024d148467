import { describe, expect, it } from 'vitest';
import type { BuyerData } from '@rifas/shared';
import { methodFixture } from '../test/fixtures';
import {
  emptyPaymentForm,
  freshPaymentForm,
  todayInputValue,
  toPurchasePayment,
} from './payment-form';

const buyer: BuyerData = {
  customer_name: 'María González',
  customer_email: 'maria@rifas.test',
  customer_phone: '04141234567',
  customer_id: 'V-12345678',
};

describe('toPurchasePayment', () => {
  it('sends what the method asks for, trimmed, with the holder id and every custom field', () => {
    const receipt = new File(['x'], 'recibo.png', { type: 'image/png' });
    const method = methodFixture({
      id: 3,
      requires_reference: true,
      requires_date: true,
      requires_capture: true,
      custom_fields: [
        { name: 'banco', label: 'Banco', type: 'text', placeholder: '', required: true },
        { name: 'nota', label: 'Nota', type: 'text', placeholder: '', required: false },
      ],
    });
    const answer = toPurchasePayment({
      buyer,
      method,
      holderId: 'guest-1',
      values: {
        payment_method_id: '3',
        reference_number: ' 0001234 ',
        payment_date: '2026-03-14',
        custom: { banco: ' Banesco ', otro: 'de otro método' },
        receipt,
      },
    });
    expect(answer).toEqual({
      payment: {
        ...buyer,
        payment_method_id: 3,
        reference_number: '0001234',
        payment_date: '2026-03-14',
        holder_id: 'guest-1',
        transaction_data: { banco: 'Banesco', nota: '' },
      },
      receipt,
    });
  });

  it('drops a reference, date and receipt the chosen method does not ask for', () => {
    const answer = toPurchasePayment({
      buyer,
      method: methodFixture({ id: 8, name: 'Efectivo' }),
      holderId: 'guest-1',
      values: {
        ...emptyPaymentForm,
        payment_method_id: '8',
        reference_number: '999',
        payment_date: '2026-03-14',
        receipt: new File(['x'], 'recibo.png', { type: 'image/png' }),
      },
    });
    expect(answer).toEqual({
      payment: {
        ...buyer,
        payment_method_id: 8,
        reference_number: '',
        payment_date: '',
        holder_id: 'guest-1',
        transaction_data: {},
      },
      receipt: null,
    });
  });
});

describe('the payment date', () => {
  it('is pre-filled with today in the business time zone, whatever the phone’s zone', () => {
    // 02:30 UTC on the 16th is still the 15th in Caracas (UTC−4).
    const now = new Date('2026-03-16T02:30:00Z');
    expect(todayInputValue('America/Caracas', now)).toBe('2026-03-15');
    expect(todayInputValue('UTC', now)).toBe('2026-03-16');
    expect(freshPaymentForm('America/Caracas').payment_date).toMatch(/^\d{4}-\d\d-\d\d$/);
  });
});
