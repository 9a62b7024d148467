import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { currencies } from '../../db/schema';
import { refreshRates } from '../../jobs/rates-refresh';
import { createTestApp, testConfig, type TestContext } from '../../test/app';
import { buildCurrency, startPriceServer, type PriceServer } from '../../test/currencies';
import { createTestDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';

// The address guard as the rates job meets it, and the fetch that follows a save.
// Only 127.0.0.1 is ever contacted; the other addresses are refused before connecting.

async function readCurrency(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(currencies).where(eq(currencies.id, id));
  return row!;
}
describe('rates refresh with the address guard on', () => {
  let ctx: TestContext;
  let server: PriceServer;
  beforeAll(async () => {
    server = await startPriceServer();
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
    await server.close();
  });

  it.each([
    ['the local price server', () => server.url()],
    ['10.x', () => 'http://10.0.0.1/precio'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => 'http://[::1]/'],
    ['IPv4-mapped IPv6', () => 'http://[::ffff:127.0.0.1]/'],
  ])('refuses %s and records the reason', async (_label, url) => {
    const row = await buildCurrency(ctx.database.db, { urlPrecio: url(), precio: 36.5 });
    await refreshRates(ctx.app);
    expect(await readCurrency(ctx, row.id)).toMatchObject({
      precio: 36.5,
      lastError: 'La URL de precio apunta a una dirección privada o local',
    });
    expect(server.requests).toEqual([]);
    await ctx.database.db.delete(currencies);
  });
});

describe('fetch right after a save', () => {
  it('fetches the new rate in the background without holding the answer', async () => {
    const server = await startPriceServer({ body: '{"price": 36.5}', delayMs: 300 });
    const dataDir = await mkdtemp(join(tmpdir(), 'rifas-rates-'));
    const database = await createTestDatabase();
    // Background work is what this test is about, so it is turned on here.
    const config = { ...testConfig(dataDir, { ALLOW_PRIVATE_RATE_URLS: 'true' }), runJobs: true };
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const admin = (await buildUser(database.db, { role: 'admin' })).auth;
      const form = {
        nombre: 'Bolívar',
        codigo: 'VES',
        simbolo: 'Bs',
        url_precio: server.url('/a'),
      };
      const created = await app.inject({
        method: 'POST',
        url: '/api/monedas',
        headers: admin,
        payload: form,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().precio).toBe('N/A'); // answered before the slow source
      const id = created.json().id as number;

      const waitForPrecio = async (expected: number) => {
        for (let i = 0; i < 100; i += 1) {
          const got = await app.inject({
            method: 'GET',
            url: `/api/monedas/${id}`,
            headers: admin,
          });
          if (got.json().precio === expected) return got.json();
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`precio never became ${expected}`);
      };
      expect(await waitForPrecio(36.5)).toMatchObject({ last_error: null });

      server.setPrice(41);
      const updated = await app.inject({
        method: 'PUT',
        url: `/api/monedas/${id}`,
        headers: admin,
        payload: { ...form, url_precio: server.url('/b') },
      });
      expect(updated.json().precio).toBe(36.5);
      await waitForPrecio(41);
      expect(server.requests.map((r) => r.url)).toEqual(['/a', '/b']);
    } finally {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      await server.close();
    }
  });
});
