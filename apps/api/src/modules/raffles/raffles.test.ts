import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifas/shared';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildHold, buildPayment, buildRaffle, daysFromNow } from '../../test/raffle-factories';

describe('raffles: lists, detail and derived state', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  const ids: Record<string, number> = {};

  const get = async (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const titles = (raffles: Raffle[]) => raffles.map((r) => r.title).sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    admin = (await buildUser(db, { role: 'admin' })).auth;
    user = (await buildUser(db)).auth;
    ids.active = (await buildRaffle(db, { title: 'Activa', winningNumber: 7 })).id;
    ids.draft = (await buildRaffle(db, { title: 'Borrador', status: 'pending' })).id;
    ids.pastDraft = (
      await buildRaffle(db, {
        title: 'Borrador vencido',
        status: 'pending',
        drawDate: daysFromNow(-3),
      })
    ).id;
    ids.ended = (
      await buildRaffle(db, { title: 'Terminada', drawDate: daysFromNow(-2), winningNumber: 12 })
    ).id;
    ids.completed = (
      await buildRaffle(db, {
        title: 'Completada',
        status: 'completed',
        drawDate: daysFromNow(-5),
        winningNumber: 40,
      })
    ).id;
    ids.extended = (
      await buildRaffle(db, {
        title: 'Extendida',
        drawDate: daysFromNow(-1),
        isMinimalRequired: true,
        minimalNumber: 50,
      })
    ).id;
    ids.reached = (
      await buildRaffle(db, {
        title: 'Mínimo alcanzado',
        drawDate: daysFromNow(-1),
        isMinimalRequired: true,
        minimalNumber: 2,
      })
    ).id;

    // Active: 3 sold, 2 under a pending payment, 2 held, 1 expired hold, 1 failed payment.
    await buildPayment(db, { raffleId: ids.active, numbers: [1, 2, 3], status: 'completed' });
    await buildPayment(db, { raffleId: ids.active, numbers: [4, 5], status: 'pending' });
    await buildPayment(db, { raffleId: ids.active, numbers: [6], status: 'failed' });
    await buildHold(db, { raffleId: ids.active, numbers: [8, 9] });
    await buildHold(db, { raffleId: ids.active, numbers: [10], expiresAt: daysFromNow(-0.01) });
    // Ended: the winning number 12 bought under a completed payment.
    await buildPayment(db, {
      raffleId: ids.ended,
      numbers: [12, 13],
      customerName: '  maría josé   gonzález  ',
    });
    // Completed: the winning number 40 only under a pending payment → no winner.
    await buildPayment(db, { raffleId: ids.completed, numbers: [40], status: 'pending' });
    await buildPayment(db, { raffleId: ids.reached, numbers: [0, 1] });
  });
  afterAll(async () => ctx.close());

  it('GET /raffles: admins see every raffle, drafts included', async () => {
    const res = await get('/raffles', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(7);
  });

  it('GET /raffles: everyone else sees active and ended raffles, never drafts', async () => {
    for (const headers of [{}, user]) {
      const list: Raffle[] = (await get('/raffles', headers)).json();
      expect(titles(list)).toEqual(
        ['Activa', 'Completada', 'Extendida', 'Mínimo alcanzado', 'Terminada'].sort(),
      );
    }
  });

  it('GET /raffles/active lists raffles that can sell, extended ones included', async () => {
    const list: Raffle[] = (await get('/raffles/active', admin)).json();
    expect(titles(list)).toEqual(['Activa', 'Extendida']);
    const extended = list.find((r) => r.title === 'Extendida')!;
    expect(extended).toMatchObject({ extended: true, ended: false, can_sell: true });
  });

  it('GET /raffles/past lists ended raffles, latest draw first, no drafts', async () => {
    const list: Raffle[] = (await get('/raffles/past')).json();
    expect(list.map((r) => r.title)).toEqual(['Mínimo alcanzado', 'Terminada', 'Completada']);
    expect(list.every((r) => r.ended && !r.can_sell)).toBe(true);
  });

  it('counts sold and reserved numbers; expired holds and rejected payments count as available', async () => {
    const raffle: Raffle = (await get(`/raffles/${ids.active}`)).json();
    expect(raffle).toMatchObject({
      total_numbers: 100,
      sold_numbers: 3,
      reserved_numbers: 4,
      available_numbers: 93,
      status: 'active',
      ended: false,
      extended: false,
      can_sell: true,
      price_per_number: 5,
      imagen: null,
    });
  });

  it('GET /raffles/:id hides drafts from everyone but admins', async () => {
    for (const id of [ids.draft, ids.pastDraft]) {
      for (const headers of [{}, user]) {
        const res = await get(`/raffles/${id}`, headers);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'Rifa no encontrada' });
      }
      expect((await get(`/raffles/${id}`, admin)).statusCode).toBe(200);
    }
    expect((await get('/raffles/999999')).json()).toMatchObject({ error: 'Rifa no encontrada' });
    expect((await get('/raffles/abc')).statusCode).toBe(400);
  });

  it('keeps the winning number private until the raffle has ended (admins always see it)', async () => {
    expect((await get(`/raffles/${ids.active}`)).json().numero_ganador).toBeNull();
    expect((await get(`/raffles/${ids.active}`, user)).json().numero_ganador).toBeNull();
    expect((await get(`/raffles/${ids.active}`, admin)).json().numero_ganador).toBe(7);
    const publicList: Raffle[] = (await get('/raffles')).json();
    expect(publicList.find((r) => r.id === ids.active)!.numero_ganador).toBeNull();
    expect((await get(`/raffles/${ids.ended}`)).json().numero_ganador).toBe(12);
  });

  it("shows the winner's first name and last initial once ended, or null when the number was not sold", async () => {
    const ended = (await get(`/raffles/${ids.ended}`)).json();
    expect(ended).toMatchObject({ winner_display: 'maría G.', sold_numbers: 2, ended: true });
    expect(JSON.stringify(ended)).not.toContain('gonzález');
    const completed = (await get(`/raffles/${ids.completed}`)).json();
    expect(completed).toMatchObject({ numero_ganador: 40, winner_display: null, ended: true });
    expect((await get(`/raffles/${ids.active}`, admin)).json().winner_display).toBeNull();
  });

  it('a reached minimum ends the raffle at its draw date', async () => {
    const raffle = (await get(`/raffles/${ids.reached}`)).json();
    expect(raffle).toMatchObject({ extended: false, ended: true, can_sell: false });
  });

  it('GET /raffles/:id/winner/:number gives admins the buyer under a completed payment', async () => {
    const res = await get(`/raffles/${ids.ended}/winner/12`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.raffle_info).toMatchObject({ winning_number: 12, product: 'Premio de prueba' });
    expect(body.winner).toMatchObject({
      customer_name: '  maría josé   gonzález  ',
      payment_method: 'Pago Móvil',
    });
    expect(body.winner.customer_email).toMatch(/@prueba\.test$/);
    // Number 40 of 'Completada' is only under a pending payment; 50 was never bought.
    expect((await get(`/raffles/${ids.completed}/winner/40`, admin)).json().winner).toBeNull();
    expect((await get(`/raffles/${ids.completed}/winner/50`, admin)).json().winner).toBeNull();
    const outside = await get(`/raffles/${ids.completed}/winner/100`, admin);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toBe('El número ganador debe estar entre 0 y 99');
    expect((await get('/raffles/999999/winner/1', admin)).statusCode).toBe(404);
    expect((await get(`/raffles/${ids.ended}/winner/12`)).statusCode).toBe(401);
    expect((await get(`/raffles/${ids.ended}/winner/12`, user)).statusCode).toBe(403);
  });

  it('refuses admin routes to guests (401) and users (403)', async () => {
    const routes = [
      { method: 'POST' as const, url: '/api/raffles' },
      { method: 'PUT' as const, url: `/api/raffles/${ids.active}` },
      { method: 'DELETE' as const, url: `/api/raffles/${ids.draft}` },
    ];
    for (const route of routes) {
      const anon = await ctx.app.inject({ ...route, payload: {} });
      expect(anon.statusCode).toBe(401);
      const asUser = await ctx.app.inject({ ...route, headers: user, payload: {} });
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json().error).toBe('No tienes permiso para realizar esta acción');
    }
    expect((await get(`/raffles/${ids.draft}`, admin)).statusCode).toBe(200);
  });
});
