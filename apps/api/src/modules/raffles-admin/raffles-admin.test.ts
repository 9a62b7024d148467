import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, raffleNumbers, raffles } from '../../db/schema';
import { recordChanges } from '../../test/changes';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import {
  buildHold,
  buildPayment,
  buildRaffle,
  daysFromNow,
  multipartBody,
  raffleFormFields,
} from '../../test/raffle-factories';

describe('raffles: create, update, delete', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminId: number;

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | number | boolean | null>,
  ) => {
    const body = multipartBody(fields);
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const built = await buildUser(ctx.database.db, { role: 'admin' });
    admin = built.auth;
    adminId = built.user.id;
  });
  afterAll(async () => ctx.close());

  it('POST /raffles (multipart) creates a raffle and answers 201 with it', async () => {
    const drawDate = daysFromNow(10);
    const res = await send(
      'POST',
      '/raffles',
      raffleFormFields({
        draw_date: drawDate.toISOString(),
        is_minimal_required: 'true',
        minimal_number: '30',
        numero_ganador: '',
      }),
    );
    expect(res.statusCode).toBe(201);
    const raffle = res.json();
    expect(raffle).toMatchObject({
      title: 'iPhone 16 Pro',
      product_to_win: 'iPhone 16 Pro 256 GB',
      price_per_number: 3.5,
      start_number: 0,
      end_number: 99,
      total_numbers: 100,
      sold_numbers: 0,
      draw_date: drawDate.toISOString(),
      status: 'active',
      is_minimal_required: true,
      minimal_number: 30,
      numero_ganador: null,
      imagen: null,
      can_sell: true,
      diffusion_channel: 'Instagram @rifas.demo',
    });
    const [row] = await ctx.database.db.select().from(raffles).where(eq(raffles.id, raffle.id));
    expect(row!.priceCents).toBe(350);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'raffle.create'), eq(auditLog.entityId, String(raffle.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(adminId);
  });

  it('accepts the same form as JSON, unticked activate box = pending', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles',
      headers: admin,
      payload: { ...raffleFormFields(), status: 'pending', price_per_number: 2 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', price_per_number: 2, can_sell: false });
  });

  it('answers every form rule with its spec text', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { start_number: '50', end_number: '10' },
        'start_number',
        'El número inicial debe ser menor o igual al número final',
      ],
      [{ price_per_number: '0' }, 'price_per_number', 'El precio debe ser mayor a 0'],
      [{ numero_ganador: '150' }, 'numero_ganador', 'El número ganador debe estar entre 0 y 99'],
      [
        { is_minimal_required: 'true', minimal_number: '' },
        'minimal_number',
        'Debe especificar un número mínimo válido',
      ],
      [
        { is_minimal_required: 'true', minimal_number: '101' },
        'minimal_number',
        'El mínimo no puede ser mayor que la cantidad total de números',
      ],
      [{ end_number: '100000' }, 'end_number', 'El rango no puede tener más de 100.000 números'],
      [{ title: '' }, 'title', 'El título es requerido'],
      [{ draw_date: '' }, 'draw_date', 'La fecha del sorteo es requerida'],
    ];
    for (const [overrides, path, text] of cases) {
      const res = await send('POST', '/raffles', raffleFormFields(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: text, message: text });
      expect(res.json().issues).toContainEqual({ path, message: text });
    }
  });

  it('PUT /raffles/:id replaces every field and moves pending ↔ active', async () => {
    const { id } = await buildRaffle(ctx.database.db, { status: 'pending', title: 'Antes' });
    const res = await send(
      'PUT',
      `/raffles/${id}`,
      raffleFormFields({ title: 'Después', status: 'active' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      title: 'Después',
      status: 'active',
      price_per_number: 3.5,
    });
    const back = await send('PUT', `/raffles/${id}`, raffleFormFields({ status: 'pending' }));
    expect(back.json().status).toBe('pending');
    const notFound = await send('PUT', '/raffles/999999', raffleFormFields());
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error).toBe('Rifa no encontrada');
  });

  it('a winning number saved after the draw date completes the raffle; completed is final', async () => {
    const { id } = await buildRaffle(ctx.database.db, { drawDate: daysFromNow(-1) });
    const past = daysFromNow(-1).toISOString();
    const early = await send(
      'PUT',
      `/raffles/${id}`,
      raffleFormFields({ draw_date: daysFromNow(2).toISOString(), numero_ganador: '7' }),
    );
    expect(early.json()).toMatchObject({ status: 'active', numero_ganador: 7 });
    const done = await send(
      'PUT',
      `/raffles/${id}`,
      raffleFormFields({ draw_date: past, numero_ganador: '7' }),
    );
    expect(done.json()).toMatchObject({ status: 'completed', ended: true, numero_ganador: 7 });
    const still = await send(
      'PUT',
      `/raffles/${id}`,
      raffleFormFields({ draw_date: past, numero_ganador: '7', status: 'active' }),
    );
    expect(still.json().status).toBe('completed');

    const created = await send(
      'POST',
      '/raffles',
      raffleFormFields({ draw_date: past, numero_ganador: '3' }),
    );
    expect(created.json().status).toBe('completed');
  });

  it('refuses to shrink the range past reserved or sold numbers, naming them', async () => {
    const db = ctx.database.db;
    const { id } = await buildRaffle(db, { startNumber: 0, endNumber: 99 });
    await buildPayment(db, { raffleId: id, numbers: [95], status: 'completed' });
    await buildPayment(db, { raffleId: id, numbers: [2], status: 'pending' });
    await buildHold(db, { raffleId: id, numbers: [90] });
    await buildHold(db, { raffleId: id, numbers: [80], expiresAt: daysFromNow(-0.01) });

    const res = await send(
      'PUT',
      `/raffles/${id}`,
      raffleFormFields({ start_number: '5', end_number: '49' }),
    );
    expect(res.statusCode).toBe(409);
    const text = 'No se puede reducir el rango: los números 2, 90, 95 están reservados o vendidos';
    expect(res.json()).toMatchObject({ error: text, numbers: [2, 90, 95] });

    // Cutting only free numbers (96–99) is fine.
    const ok = await send(
      'PUT',
      `/raffles/${id}`,
      raffleFormFields({ start_number: '0', end_number: '95' }),
    );
    expect(ok.statusCode).toBe(200);
    const narrower = await send(
      'PUT',
      `/raffles/${id}`,
      raffleFormFields({ start_number: '0', end_number: '79', numero_ganador: '' }),
    );
    expect(narrower.statusCode).toBe(409);
    expect(narrower.json().numbers).toEqual([90, 95]);

    // Growing is always fine.
    const grown = await send(
      'PUT',
      `/raffles/${id}`,
      raffleFormFields({ start_number: '0', end_number: '199' }),
    );
    expect(grown.json()).toMatchObject({
      total_numbers: 200,
      sold_numbers: 1,
      reserved_numbers: 2,
    });
  });

  it('drops expired holds that a shrink leaves outside the range', async () => {
    const db = ctx.database.db;
    const { id } = await buildRaffle(db, { startNumber: 0, endNumber: 99 });
    await buildHold(db, { raffleId: id, numbers: [98, 99], expiresAt: daysFromNow(-0.01) });
    const res = await send('PUT', `/raffles/${id}`, raffleFormFields({ end_number: '49' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().total_numbers).toBe(50);
    const left = await db.select().from(raffleNumbers).where(eq(raffleNumbers.raffleId, id));
    expect(left).toEqual([]);
  });

  it('publishes a numbers change on every save, so number pickers reload', async () => {
    const { id } = await buildRaffle(ctx.database.db);
    const changes = recordChanges(ctx.app);
    await send('PUT', `/raffles/${id}`, raffleFormFields());
    // Heard by this instance before the answer (PGlite at once, PostgreSQL by the admin sync).
    expect(changes.numbersOf(id)).toHaveLength(1);
    changes.stop();
  });

  it('DELETE /raffles/:id refuses a raffle with payments (409) and deletes one without', async () => {
    const db = ctx.database.db;
    const withPayments = await buildRaffle(db);
    await buildPayment(db, { raffleId: withPayments.id, numbers: [1], status: 'failed' });
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/raffles/${withPayments.id}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'No se puede eliminar la rifa porque tiene pagos registrados',
    );

    const empty = await buildRaffle(db);
    await buildHold(db, { raffleId: empty.id, numbers: [3] });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/raffles/${empty.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Rifa eliminada correctamente' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${empty.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/raffles/${empty.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'raffle.delete'));
    expect(audit.map((a) => a.entityId)).toEqual([String(empty.id)]);
  });
});
