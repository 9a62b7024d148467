import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { seedDemoCurrencies } from './seed-demo-currencies';

describe('demo currencies', () => {
  let ctx: TestContext;
  const seededAt = new Date('2026-06-01T12:00:00Z');
  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => new Date('2026-06-01T12:01:00Z') });
  });
  afterAll(() => ctx.close());

  it('shows VES and COP rates with no fetch at all, and seeds only once', async () => {
    await seedDemoCurrencies(ctx.database.db, seededAt);
    await seedDemoCurrencies(ctx.database.db, seededAt);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/monedas/rates' });
    expect(res.json()).toEqual([
      expect.objectContaining({
        codigo: 'VES',
        nombre: 'Bolívar',
        simbolo: 'Bs',
        precio: expect.any(Number),
        updated_at: seededAt.toISOString(),
        stale: false,
      }),
      expect.objectContaining({
        codigo: 'COP',
        nombre: 'Peso colombiano',
        simbolo: '$',
        precio: expect.any(Number),
        updated_at: seededAt.toISOString(),
        stale: false,
      }),
    ]);
    for (const rate of res.json()) expect(rate.precio).toBeGreaterThan(0);
  });
});
