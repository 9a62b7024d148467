import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { auditLog, payments, raffleDraws, raffleNumbers, raffles } from '../../db/schema';
import { sqlState } from '../../db/sql-errors';
import { rowsOf } from '../../db/sql-rows';
import { jobContext } from '../../context';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { backupDirOf, restoreBackup } from '../backup';
import {
  buildHold,
  buildPayment,
  buildPaymentMethod,
  buildRaffle,
  daysFromNow,
  multipartBody,
  raffleFormFields,
} from '../../test/raffle-factories';

const FIXED = messages.draw.entriesFixed;
// The lottery draws after the list is fixed (ADR 034), never in the future (issue 44):
// tests fix lists now, so a draw two minutes on, read when recorded.
const lotteryAt = () => new Date(Date.now() + 120_000).toISOString();
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('verifiable draw', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminPassword: string;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ auth: admin, password: adminPassword } = await buildUser(ctx.database.db, {
      role: 'admin',
    }));
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const close = (id: number, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/raffles/${id}/draw/close`, headers });
  const result = (id: number, payload: object, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/raffles/${id}/draw/result`, headers, payload });
  const getDraw = (id: number, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}/draw`, headers });
  const getEntries = (id: number, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}/draw/entries`, headers });
  const official = (value: string) => ({
    lottery_name: 'Lotería del Táchira',
    draw_at: lotteryAt(),
    result: value,
  });

  it('refuses to close while a payment waits for review, and says how many', async () => {
    const raffle = await buildRaffle(db());
    await buildPayment(db(), { raffleId: raffle.id, numbers: [3] });
    const pending = await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [4],
      status: 'pending',
    });
    const res = await close(raffle.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error:
        'No se pueden cerrar las ventas: hay 1 pago pendiente de verificación. Valídalos o recházalos primero.',
      pending_count: 1,
    });
    expect((await getDraw(raffle.id)).json()).toMatchObject({ status: 'open', fingerprint: null });

    const reject = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${pending.id}/reject`,
      headers: admin,
      payload: { reason: 'Referencia no encontrada' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await close(raffle.id)).statusCode).toBe(200);
    expect((await close(raffle.id)).statusCode).toBe(409);
  });

  it('fixes the sold numbers as text whose bytes hash to the fingerprint, without contact data', async () => {
    const raffle = await buildRaffle(db(), { startNumber: 0, endNumber: 99 });
    const ana = await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [42, 7],
      customerName: 'Ana María Pérez',
      customerEmail: 'ana.secreta@correo.test',
    });
    const ño = await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [5],
      customerName: 'josé ñúñez',
    });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [60], status: 'refunded' });
    await buildHold(db(), { raffleId: raffle.id, numbers: [80, 81] });

    const res = await close(raffle.id);
    expect(res.statusCode).toBe(200);
    const draw = res.json<{ fingerprint: string; entries_url: string }>();
    const expected = `05;${ño.id};josé Ñ.\n07;${ana.id};Ana P.\n42;${ana.id};Ana P.\n`;
    expect(draw).toEqual({
      status: 'fixed',
      algorithm: 'sha256',
      fingerprint: sha256(Buffer.from(expected, 'utf8')),
      fixed_at: expect.any(String),
      result_after: expect.any(String),
      entries_count: 3,
      entries_url: `/api/raffles/${raffle.id}/draw/entries`,
      rule: expect.stringContaining('últimas 2 cifras'),
      lottery: null,
      winning_number: null,
      prizes: [
        expect.objectContaining({
          position: 1,
          kind: 'main',
          status: 'fixed',
          fingerprint: sha256(Buffer.from(expected, 'utf8')),
        }),
      ],
      result_source: null,
    });

    const entries = await ctx.app.inject({ method: 'GET', url: draw.entries_url });
    expect(entries.statusCode).toBe(200);
    expect(entries.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(entries.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(sha256(entries.rawPayload)).toBe(draw.fingerprint);
    for (const secret of ['@', 'correo', 'María', 'Pérez', '0412', 'V-']) {
      expect(entries.body).not.toContain(secret);
    }
    // The unpaid holds ended with the sale; the raffle itself is unchanged.
    const left = await db()
      .select()
      .from(raffleNumbers)
      .where(eq(raffleNumbers.raffleId, raffle.id));
    expect(left.map((n) => n.number).sort((a, b) => a - b)).toEqual([5, 7, 42]);
    expect((await getDraw(raffle.id)).json()).toEqual(draw);
  });

  it('after fixing, every change to the numbers, payments or range is 409 with the reason', async () => {
    const raffle = await buildRaffle(db(), { startNumber: 0, endNumber: 99 });
    const sold = await buildPayment(db(), { raffleId: raffle.id, numbers: [10, 11] });
    const rejected = await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [12],
      status: 'failed',
    });
    expect((await close(raffle.id)).statusCode).toBe(200);
    const fingerprint = (await getDraw(raffle.id)).json<{ fingerprint: string }>().fingerprint;

    const attempts = {
      validate: ctx.app.inject({
        method: 'POST',
        url: `/api/payments/${rejected.id}/validate`,
        headers: admin,
      }),
      reject: ctx.app.inject({
        method: 'POST',
        url: `/api/payments/${sold.id}/reject`,
        headers: admin,
        payload: { reason: 'Otra razón' },
      }),
      refund: ctx.app.inject({
        method: 'POST',
        url: `/api/payments/${sold.id}/refund`,
        headers: admin,
        payload: { reason: 'Devolución' },
      }),
      release: ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/release-specific`,
        headers: admin,
        payload: { numbers: [10] },
      }),
      purchase: postPurchase(ctx.app, raffle.id, {
        numbers: [20],
        payment: buyerPayment(methodId),
      }),
      hold: ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/reserve`,
        payload: { numbers: [21], customer_id: 'guest-after-close' },
      }),
      range: (() => {
        const form = multipartBody(raffleFormFields({ end_number: '199' }));
        return ctx.app.inject({
          method: 'PUT',
          url: `/api/raffles/${raffle.id}`,
          headers: { ...admin, ...form.headers },
          payload: form.payload,
        });
      })(),
    };
    for (const [action, pending] of Object.entries(attempts)) {
      const res = await pending;
      expect(res.statusCode, action).toBe(409);
      expect(res.json<{ error: string }>().error, action).toBe(FIXED);
    }

    // Nothing moved: the same payments, numbers, range and fingerprint.
    const [row] = await db().select().from(payments).where(eq(payments.id, sold.id));
    expect(row!.status).toBe('completed');
    const numbers = await db()
      .select()
      .from(raffleNumbers)
      .where(eq(raffleNumbers.raffleId, raffle.id));
    expect(numbers.map((n) => `${n.number}:${n.status}`).sort()).toEqual(['10:sold', '11:sold']);
    const [after] = await db().select().from(raffles).where(eq(raffles.id, raffle.id));
    expect(after!.endNumber).toBe(99);
    expect((await getDraw(raffle.id)).json<{ fingerprint: string }>().fingerprint).toBe(
      fingerprint,
    );
  });

  it('the database itself refuses writes to a fixed raffle, whatever code tries (SQLSTATE RF001)', async () => {
    const raffle = await buildRaffle(db());
    const sold = await buildPayment(db(), { raffleId: raffle.id, numbers: [1] });
    expect((await close(raffle.id)).statusCode).toBe(200);
    const writes = [
      db().update(payments).set({ status: 'refunded' }).where(eq(payments.id, sold.id)),
      db().update(payments).set({ customerName: 'Otro Nombre' }).where(eq(payments.id, sold.id)),
      db().delete(raffleNumbers).where(eq(raffleNumbers.raffleId, raffle.id)),
      db()
        .insert(raffleNumbers)
        .values({ raffleId: raffle.id, number: 2, status: 'reserved', holderId: 'x' }),
      db().update(raffles).set({ winningNumber: 1 }).where(eq(raffles.id, raffle.id)),
    ];
    for (const write of writes) {
      const err: unknown = await write.then(
        () => null,
        (e: unknown) => e,
      );
      expect(sqlState(err)).toBe('RF001');
    }
    // Columns the entries don't depend on may still change (a receipt swept, a reviewer deleted).
    await db()
      .update(payments)
      .set({ capturePath: null, reviewedBy: null })
      .where(eq(payments.id, sold.id));
    await db().update(raffles).set({ title: 'Otro título' }).where(eq(raffles.id, raffle.id));
  });

  it('a transaction that fixes the entries is refused its own later writes (ADR 087)', async () => {
    const raffle = await buildRaffle(db());
    const err: unknown = await db()
      .transaction(async (tx) => {
        // The first write finds the entries open and marks them so for the transaction.
        await tx
          .insert(raffleNumbers)
          .values({ raffleId: raffle.id, number: 1, status: 'reserved', holderId: 'x' });
        await tx.insert(raffleDraws).values({
          raffleId: raffle.id,
          entries: '',
          fingerprint: '',
          entriesCount: 0,
          rule: '',
          startNumber: 0,
          endNumber: 99,
          fixedAt: new Date(),
        });
        await tx
          .insert(raffleNumbers)
          .values({ raffleId: raffle.id, number: 2, status: 'reserved', holderId: 'x' });
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(err)).toBe('RF001');
  });

  it('rows after the first of a raffle in a transaction call no trigger function (ADR 097)', async () => {
    const raffle = await buildRaffle(db());
    const calls = await db().transaction(async (tx) => {
      await tx.execute(sql`set local track_functions = 'all'`);
      await tx.insert(raffleNumbers).values(
        [1, 2, 3].map((number) => ({
          raffleId: raffle.id,
          number,
          status: 'reserved' as const,
          holderId: 'x',
        })),
      );
      await tx
        .update(raffleNumbers)
        .set({ holderId: 'y' })
        .where(eq(raffleNumbers.raffleId, raffle.id));
      await tx.delete(raffleNumbers).where(eq(raffleNumbers.raffleId, raffle.id));
      return rowsOf<{ calls: number | string }>(
        await tx.execute(
          sql`select pg_stat_get_xact_function_calls('rifas_numbers_frozen'::regproc) as calls`,
        ),
      );
    });
    // Nine row writes: the first checks the entries, the others see its marker.
    expect(Number(calls[0]!.calls)).toBe(1);
  });

  it.each([
    [0, 99, '4521', 21],
    [1, 100, '7300', 100],
    [1, 100, '05', 5],
    [0, 999, '18042', 42],
    [0, 149, '437', 137],
    [0, 149, '2149', 149],
    [0, 99_999, '0012345', 12_345],
  ])('range %i–%i, result %s → winning number %i', async (start, end, value, winner) => {
    const raffle = await buildRaffle(db(), { startNumber: start, endNumber: end });
    expect((await close(raffle.id)).statusCode).toBe(200);
    const sent = official(value);
    const res = await result(raffle.id, sent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'drawn',
      lottery: { name: 'Lotería del Táchira', draw_at: sent.draw_at, result: value },
      winning_number: winner,
    });
    const [row] = await db().select().from(raffles).where(eq(raffles.id, raffle.id));
    expect(row).toMatchObject({ winningNumber: winner, status: 'completed' });
  });

  it('refuses results the rule cannot use: too few digits, not valid, not closed, twice', async () => {
    const small = await buildRaffle(db(), { startNumber: 0, endNumber: 149 });
    expect((await result(small.id, official('123'))).statusCode).toBe(409);
    expect((await close(small.id)).statusCode).toBe(200);
    const short = await result(small.id, official('42'));
    expect(short.statusCode).toBe(400);
    // Under the form's field, in the same `issues` shape as a failed schema.
    expect(short.json()).toMatchObject({
      error: 'El resultado debe tener al menos 3 cifras',
      issues: [{ path: 'result', message: 'El resultado debe tener al menos 3 cifras' }],
    });
    const big = await buildRaffle(db(), { startNumber: 0, endNumber: 99_999 });
    expect((await close(big.id)).statusCode).toBe(200);
    expect((await result(big.id, official('1234'))).json()).toMatchObject({
      error: 'El resultado debe tener al menos 5 cifras',
    });
    const notValid = await result(small.id, official('1950'));
    expect(notValid.statusCode).toBe(400);
    expect(notValid.json<{ error: string }>().error).toContain('(950)');
    for (const bad of [{ ...official('12a') }, { ...official('') }, { lottery_name: 'X' }]) {
      const res = await result(small.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/^[A-ZÁÉÍÓÚ]/);
    }
    expect((await result(small.id, official('037'))).statusCode).toBe(200);
    expect((await result(small.id, official('038'))).statusCode).toBe(409);
  });

  it('an unsold winning number: the raffle shows it, with no winner', async () => {
    const raffle = await buildRaffle(db(), { drawDate: daysFromNow(-1) });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [10], customerName: 'Luis Gómez' });
    expect((await close(raffle.id)).statusCode).toBe(200);
    // Before the result: ended, no winning number yet ('El ganador será anunciado pronto').
    const before = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` });
    expect(before.json()).toMatchObject({
      ended: true,
      numero_ganador: null,
      winner_display: null,
    });

    expect((await result(raffle.id, official('1299'))).json()).toMatchObject({
      winning_number: 99,
    });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` });
    expect(after.json()).toMatchObject({
      numero_ganador: 99,
      winner_display: null,
      status: 'completed',
    });

    const sold = await buildRaffle(db(), { drawDate: daysFromNow(-1) });
    await buildPayment(db(), { raffleId: sold.id, numbers: [99], customerName: 'Luis Gómez' });
    await close(sold.id);
    await result(sold.id, official('99'));
    const won = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${sold.id}` });
    expect(won.json()).toMatchObject({ numero_ganador: 99, winner_display: 'Luis G.' });
  });

  it('hides drafts from everyone but admins, and writes close and result to the audit log', async () => {
    const draft = await buildRaffle(db(), { status: 'pending' });
    expect((await getDraw(draft.id)).statusCode).toBe(404);
    expect((await getDraw(draft.id, admin)).statusCode).toBe(200);
    expect((await close(draft.id)).statusCode).toBe(200);
    expect((await getEntries(draft.id)).statusCode).toBe(404);
    expect((await getEntries(draft.id, admin)).statusCode).toBe(200);
    const open = await buildRaffle(db());
    expect((await getEntries(open.id)).json()).toMatchObject({
      error: 'La lista de números de esta rifa aún no se publicó',
    });
    expect((await getDraw(999_999)).statusCode).toBe(404);
    expect((await close(999_999)).statusCode).toBe(404);

    await result(draft.id, official('50'));
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'raffle'), eq(auditLog.entityId, String(draft.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['draw.close', 'draw.result']);
    expect(entries.find((e) => e.action === 'draw.result')!.details).toMatchObject({
      result: '50',
      winning_number: 50,
    });
  });

  it("'Vaciar Todo' empties a shop with a fixed raffle, and its backup restores the draw", async () => {
    const raffle = await buildRaffle(db());
    await buildPayment(db(), { raffleId: raffle.id, numbers: [1] });
    expect((await close(raffle.id)).statusCode).toBe(200);
    const drawBefore = (await getDraw(raffle.id)).json<{ fingerprint: string }>();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles/truncate',
      headers: admin,
      payload: { confirm: 'VACIAR', password: adminPassword },
    });
    expect(res.statusCode).toBe(200);
    // Every raffle of this file goes, the ones fixed by earlier tests too.
    const saved = res.json<{ backup: { file: string; tables: Record<string, number> } }>().backup;
    expect(saved.tables.raffle_draws).toBeGreaterThan(0);
    expect((await getDraw(raffle.id)).statusCode).toBe(404);

    // Draws are restored after the numbers and payments they freeze.
    const summary = await restoreBackup(
      { ...jobContext(ctx.app), now: new Date() },
      { archivePath: join(backupDirOf(ctx.dataDir), saved.file), replace: false },
    );
    expect(summary.tables.raffle_draws).toBe(saved.tables.raffle_draws);
    expect((await getDraw(raffle.id)).json()).toEqual(drawBefore);
    expect(sha256((await getEntries(raffle.id)).rawPayload)).toBe(drawBefore.fingerprint);
    const refund = await db()
      .update(payments)
      .set({ status: 'refunded' })
      .where(eq(payments.raffleId, raffle.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(refund)).toBe('RF001');
  });
});
