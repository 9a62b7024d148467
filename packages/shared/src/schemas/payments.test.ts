import { describe, expect, it } from 'vitest';
import {
  canApplyPaymentAction,
  PaymentListQuerySchema,
  PaymentReasonInputSchema,
  paymentStatusLabel,
  showingRange,
} from './payments';
import { TruncateInputSchema } from './backup';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('payment review rules', () => {
  it('allows only pending → completed|failed and completed → refunded', () => {
    expect(canApplyPaymentAction('validate', 'pending')).toBe(true);
    expect(canApplyPaymentAction('reject', 'pending')).toBe(true);
    expect(canApplyPaymentAction('refund', 'completed')).toBe(true);
    expect(canApplyPaymentAction('validate', 'completed')).toBe(false);
    expect(canApplyPaymentAction('reject', 'failed')).toBe(false);
    expect(canApplyPaymentAction('refund', 'pending')).toBe(false);
    expect(canApplyPaymentAction('refund', 'refunded')).toBe(false);
  });

  it("says 'Rechazado' for failed (docs/domain.md)", () => {
    expect(paymentStatusLabel('failed')).toBe('Rechazado');
    expect(paymentStatusLabel('pending')).toBe('Pendiente');
  });

  it('requires a non-empty reason to reject or refund', () => {
    expect(firstError(PaymentReasonInputSchema.safeParse({}))).toBe('El motivo es requerido');
    expect(firstError(PaymentReasonInputSchema.safeParse({ reason: '  ' }))).toBe(
      'El motivo es requerido',
    );
    expect(firstError(PaymentReasonInputSchema.safeParse(null))).toBe('El motivo es requerido');
    expect(PaymentReasonInputSchema.parse({ reason: ' sin fondos ' })).toEqual({
      reason: 'sin fondos',
    });
    expect(firstError(PaymentReasonInputSchema.safeParse({ reason: 'x'.repeat(501) }))).toBe(
      'El motivo no puede tener más de 500 caracteres',
    );
  });
});

describe('PaymentListQuerySchema', () => {
  it('defaults to page 1 of 20 and accepts the screen sizes and the dashboard 5', () => {
    expect(PaymentListQuerySchema.parse({})).toEqual({
      stale: false,
      order: 'newest',
      page: 1,
      limit: 20,
    });
    for (const limit of ['5', '10', '20', '50', '100']) {
      expect(PaymentListQuerySchema.parse({ limit }).limit).toBe(Number(limit));
    }
    expect(PaymentListQuerySchema.parse({ limit: '7', page: '0' })).toEqual({
      stale: false,
      order: 'newest',
      page: 1,
      limit: 20,
    });
  });

  it('treats an empty filter as all, and refuses an unknown status', () => {
    expect(PaymentListQuerySchema.parse({ status: '', raffle_id: '' })).toEqual({
      stale: false,
      order: 'newest',
      page: 1,
      limit: 20,
    });
    expect(PaymentListQuerySchema.parse({ status: 'failed', raffle_id: '4' })).toMatchObject({
      status: 'failed',
      raffle_id: 4,
    });
    expect(firstError(PaymentListQuerySchema.safeParse({ status: 'pagado' }))).toBe(
      'Estado de pago no válido',
    );
  });
});

describe('showingRange', () => {
  it("gives 'Mostrando x a y de total' numbers", () => {
    expect(showingRange({ page: 2, limit: 20, total: 45, pages: 3 })).toEqual({
      from: 21,
      to: 40,
      total: 45,
    });
    expect(showingRange({ page: 3, limit: 20, total: 45, pages: 3 })).toEqual({
      from: 41,
      to: 45,
      total: 45,
    });
    expect(showingRange({ page: 1, limit: 20, total: 0, pages: 0 })).toEqual({
      from: 0,
      to: 0,
      total: 0,
    });
  });
});

describe('TruncateInputSchema', () => {
  it("accepts only the exact word VACIAR, with the admin's password", () => {
    const body = { confirm: 'VACIAR', password: 'mi-clave' };
    expect(TruncateInputSchema.parse(body)).toEqual(body);
    for (const wrong of [{ confirm: 'vaciar' }, {}, null, { confirm: ' VACIAR' }]) {
      expect(firstError(TruncateInputSchema.safeParse(wrong))).toBe(
        'Confirmación no válida: envía VACIAR para vaciar la base de datos',
      );
    }
    expect(firstError(TruncateInputSchema.safeParse({ confirm: 'VACIAR' }))).toBe(
      'Escribe tu contraseña para confirmar',
    );
  });
});
