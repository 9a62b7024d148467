import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod, Raffle } from '@rifas/shared';
import { createTestApp, type TestContext } from '../test/app';
import { payments, raffleNumbers, raffles } from '../db/schema';
import { seedDemoRaffles } from './seed-demo-raffles';

describe('demo raffles', () => {
  let ctx: TestContext;
  const get = async <T>(url: string): Promise<T> =>
    (await ctx.app.inject({ method: 'GET', url: `/api${url}` })).json();

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoRaffles(ctx.database.db, ctx.config);
  });
  afterAll(async () => ctx.close());

  it('one nearly sold out and one with a minimum are on sale', async () => {
    const active = await get<Raffle[]>('/raffles/active');
    expect(active).toHaveLength(2);
    const [moto, phone] = active;
    expect(moto).toMatchObject({
      total_numbers: 100,
      sold_numbers: 90,
      reserved_numbers: 3,
      can_sell: true,
    });
    expect(phone).toMatchObject({
      total_numbers: 1000,
      sold_numbers: 120,
      is_minimal_required: true,
      minimal_number: 300,
      can_sell: true,
    });
  });

  it('one past raffle is completed with a winner shown by first name and initial', async () => {
    const past = await get<Raffle[]>('/raffles/past');
    expect(past).toHaveLength(1);
    expect(past[0]).toMatchObject({
      status: 'completed',
      numero_ganador: 27,
      sold_numbers: 72,
      ended: true,
    });
    expect(past[0]!.winner_display).toMatch(/^\S+ D\.$/);
  });

  it('each raffle has a real poster image and card, served publicly', async () => {
    for (const raffle of await get<Raffle[]>('/raffles')) {
      expect(raffle.imagen).toMatch(/^\/uploads\/.+\.png$/);
      const res = await ctx.app.inject({ method: 'GET', url: raffle.imagen! });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 800]);
      const card = join(
        ctx.config.uploadDir,
        'public',
        raffle.imagen_card!.slice('/uploads/'.length),
      );
      expect(existsSync(card)).toBe(true);
      // WebP widths for srcset, with the poster's size.
      expect(raffle).toMatchObject({ imagen_width: 1200, imagen_height: 800 });
      expect(raffle.imagenes.map((i) => i.width)).toEqual([400, 800, 1200]);
      const webp = await ctx.app.inject({ method: 'GET', url: raffle.imagenes[0]!.url });
      expect(webp.headers['content-type']).toBe('image/webp');
    }
  });

  it('adds Pago Móvil (reference and date) and Zelle (capture)', async () => {
    const methods = await get<PaymentMethod[]>('/payment-methods');
    expect(methods.map((m) => m.name)).toEqual(['Pago Móvil', 'Zelle']);
    expect(methods[0]).toMatchObject({
      requires_reference: true,
      requires_date: true,
      requires_capture: false,
    });
    expect(methods[0]!.account_info.account_holder).toBeTruthy();
    expect(methods[1]).toMatchObject({
      requires_reference: false,
      requires_date: false,
      requires_capture: true,
    });
  });

  it('demo buyers are obviously fake', async () => {
    const rows = await ctx.database.db.select().from(payments);
    expect(rows.length).toBeGreaterThan(20);
    for (const p of rows) {
      expect(p.customerEmail).toMatch(/@demo\.invalid$/);
      expect(p.customerName).toMatch(/ Demo$/);
      expect(p.customerPhone).toMatch(/^0000-/);
    }
  });

  it('dates no payment or number in the future (only draw dates may be)', async () => {
    const now = Date.now();
    const rows = await ctx.database.db.select().from(payments);
    for (const p of rows) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now);
      expect(p.updatedAt.getTime()).toBeLessThanOrEqual(now);
      if (p.reviewedAt) expect(p.reviewedAt.getTime()).toBeLessThanOrEqual(now);
      if (p.paymentDate) expect(Date.parse(p.paymentDate)).toBeLessThanOrEqual(now);
    }
    const numbers = await ctx.database.db.select().from(raffleNumbers);
    for (const n of numbers) {
      if (n.reservedAt) expect(n.reservedAt.getTime()).toBeLessThanOrEqual(now);
      if (n.soldAt) expect(n.soldAt.getTime()).toBeLessThanOrEqual(now);
    }
  });

  it('runs once: a second call adds nothing', async () => {
    await seedDemoRaffles(ctx.database.db, ctx.config);
    expect(await ctx.database.db.select().from(raffles)).toHaveLength(3);
  });
});
