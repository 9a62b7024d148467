import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxEmails, raffleNumbers } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { startSmtpServer } from '../../test/mail';
import { buildReviewPayment, deliverMailTo } from '../../test/payment-factories';
import { buildRaffle, daysFromNow } from '../../test/raffle-factories';

describe('admin payments: validate, reject, refund', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
    admin = await buildUser(ctx.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const act = (id: number, action: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/${action}`,
      headers: admin.auth,
      ...(payload ? { payload } : {}),
    });
  const publicNumbers = async (raffleId: number) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffleId}/numbers` });
    return { ...res.json(), etag: res.headers.etag };
  };
  const rowsOf = (raffleId: number) =>
    ctx.database.db.select().from(raffleNumbers).where(eq(raffleNumbers.raffleId, raffleId));
  const auditOf = (paymentId: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(paymentId))));

  it('validates a pending payment: numbers sold, confirmation e-mail lists them, audit entry', async () => {
    const raffle = await buildRaffle(ctx.database.db, { title: 'Moto Bera', endNumber: 99 });
    const payment = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [7, 42],
      customerName: 'Luis Mora',
      customerEmail: 'luis@correo.test',
    });
    const before = await publicNumbers(raffle.id);
    expect(before.reserved).toEqual([7, 42]);

    const res = await act(payment.id, 'validate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: payment.id, status: 'completed', numbers: [7, 42] });
    expect(res.json().reviewed_at).not.toBeNull();

    const after = await publicNumbers(raffle.id);
    expect(after.sold).toEqual([7, 42]);
    expect(after.reserved).toEqual([]);
    expect(after.etag).not.toBe(before.etag);
    expect((await rowsOf(raffle.id)).every((r) => r.soldAt !== null)).toBe(true);

    const [mail] = await deliverMailTo(ctx, smtp, 'luis@correo.test');
    // A guest's purchase: the address was never confirmed, so no name typed (ADR 084).
    expect(mail!.text).toContain('Hola,');
    expect(mail!.text).not.toContain('Luis Mora');
    expect(mail!.text).toContain('Números: 07, 42');
    expect(mail!.text).toContain('Moto Bera');

    const audit = await auditOf(payment.id);
    expect(audit.map((a) => a.action)).toEqual(['payment.validate']);
    expect(audit[0]!.actorEmail).toBe(admin.user.email);
  });

  it('rejects with a required reason: numbers freed, e-mail gives the reason', async () => {
    const raffle = await buildRaffle(ctx.database.db, { title: 'Televisor 65"' });
    const payment = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [5, 6, 7],
      customerEmail: 'marta@correo.test',
    });

    for (const payload of [undefined, {}, { reason: '' }, { reason: '   ' }]) {
      const res = await act(payment.id, 'reject', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('El motivo es requerido');
    }

    const res = await act(payment.id, 'reject', { reason: 'La referencia no aparece en el banco' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'failed',
      rejection_reason: 'La referencia no aparece en el banco',
      numbers: [5, 6, 7],
    });
    expect(await rowsOf(raffle.id)).toEqual([]);
    const numbers = await publicNumbers(raffle.id);
    expect(numbers.reserved).toEqual([]);
    expect(numbers.sold).toEqual([]);

    const [mail] = await deliverMailTo(ctx, smtp, 'marta@correo.test');
    expect(mail!.text).toContain('Motivo: La referencia no aparece en el banco');
    expect(mail!.text).toContain('05, 06, 07');
    expect((await auditOf(payment.id))[0]!.details).toMatchObject({
      reason: 'La referencia no aparece en el banco',
      origin: 'reject',
    });
  });

  it('refunds a completed payment of a raffle that has not ended; numbers freed', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const payment = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [11],
      status: 'completed',
      customerEmail: 'pedro@correo.test',
    });
    expect((await act(payment.id, 'refund', {})).json().error).toBe('El motivo es requerido');

    const res = await act(payment.id, 'refund', { reason: 'Pago duplicado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refund_reason: 'Pago duplicado' });
    expect((await publicNumbers(raffle.id)).sold).toEqual([]);
    const [mail] = await deliverMailTo(ctx, smtp, 'pedro@correo.test');
    expect(mail!.text).toContain('Motivo: Pago duplicado');
  });

  it('refuses a refund once the raffle has ended', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate: daysFromNow(-1) });
    const payment = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [1],
      status: 'completed',
    });
    const res = await act(payment.id, 'refund', { reason: 'Cambio de opinión' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('No se puede reembolsar un pago de una rifa finalizada');
    expect((await publicNumbers(raffle.id)).sold).toEqual([1]);
  });

  it('allows only legal transitions, with a Spanish 409', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db);
    const make = (status: 'pending' | 'completed' | 'failed' | 'refunded', n: number) =>
      buildReviewPayment(db, { raffleId: raffle.id, numbers: [n], status });
    const completed = await make('completed', 1);
    const failed = await make('failed', 2);
    const refunded = await make('refunded', 3);
    const pending = await make('pending', 4);
    const cases: [number, string, string][] = [
      [
        completed.id,
        'validate',
        'Solo se pueden validar pagos pendientes (este pago está completado)',
      ],
      [failed.id, 'validate', 'Solo se pueden validar pagos pendientes (este pago está rechazado)'],
      [
        completed.id,
        'reject',
        'Solo se pueden rechazar pagos pendientes (este pago está completado)',
      ],
      [
        refunded.id,
        'reject',
        'Solo se pueden rechazar pagos pendientes (este pago está reembolsado)',
      ],
      [
        pending.id,
        'refund',
        'Solo se pueden reembolsar pagos completados (este pago está pendiente)',
      ],
      [
        failed.id,
        'refund',
        'Solo se pueden reembolsar pagos completados (este pago está rechazado)',
      ],
      [
        refunded.id,
        'refund',
        'Solo se pueden reembolsar pagos completados (este pago está reembolsado)',
      ],
    ];
    for (const [id, action, text] of cases) {
      const res = await act(id, action, { reason: 'motivo' });
      expect(res.statusCode, `${action} ${id}`).toBe(409);
      expect(res.json().error).toBe(text);
    }
    // Nothing moved: the completed number is still sold, the pending one still reserved.
    const numbers = await publicNumbers(raffle.id);
    expect(numbers.sold).toEqual([1]);
    expect(numbers.reserved).toEqual([4]);
    expect((await act(999_999, 'validate')).statusCode).toBe(404);
  });

  it('validates once when the admin double-clicks: one 200, one 409, one e-mail', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const payment = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [20, 21],
      customerEmail: 'doble@correo.test',
    });
    const results = await Promise.all([
      act(payment.id, 'validate'),
      act(payment.id, 'validate'),
      act(payment.id, 'reject', { reason: 'a la vez' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'doble@correo.test'));
    expect(mails).toHaveLength(1);
    expect(await auditOf(payment.id)).toHaveLength(1);
  });
});
