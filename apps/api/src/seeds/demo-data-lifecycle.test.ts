import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, paymentMethods } from '../db/schema';
import { createTestApp, type TestContext } from '../test/app';
import { buildUser } from '../test/factories';
import { seedDemoData } from './seed-demo';

/**
 * Issue 42, point 4: a newcomer's first sale is real. The demo's methods carry fake
 * accounts; 'Vaciar Todo' removes them and the demo's currencies (what the operator
 * edited or added stays), and until then the dashboard's 'Primeros pasos' says what is
 * left, ticked from the data.
 */
describe('the demo data, from the first start to Vaciar Todo', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let adminId: number;
  let password: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const built = await buildUser(ctx.database.db, { role: 'admin' });
    ({ auth: admin, password } = built);
    adminId = built.user.id;
    await seedDemoData(ctx.database.db, ctx.config);
  });
  afterAll(() => ctx.close());

  const gettingStarted = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/overview',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().getting_started as Record<string, boolean>;
  };

  it('says the demo is there and that no step is done yet', async () => {
    expect(await gettingStarted()).toEqual({
      demo: true,
      payment_methods: false,
      shop: false,
      password: false,
      first_raffle: false,
    });
  });

  it('ticks each step as the operator takes it', async () => {
    const db = ctx.database.db;
    await db.insert(paymentMethods).values({ name: 'Mi Pago Móvil', isActive: true });
    const shop = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { shop_name: 'Rifas Carmen' },
    });
    expect(shop.statusCode, shop.body).toBe(200);
    const own = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/${adminId}/admin-password`,
      headers: admin,
      payload: { currentPassword: password, newPassword: 'Otra-Clave-Segura-2026' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await gettingStarted()).toMatchObject({
      demo: true,
      payment_methods: true,
      shop: true,
      password: true,
      first_raffle: false,
    });
  });

  it("Vaciar Todo removes the demo's methods and currencies, keeps what the operator made", async () => {
    const db = ctx.database.db;
    // The operator edited the demo's bolívar: it is theirs now.
    const [ves] = await db.select().from(currencies).where(eq(currencies.codigo, 'VES'));
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/monedas/${ves!.id}`,
      headers: admin,
      payload: {
        nombre: 'Bolívar digital',
        codigo: 'VES',
        simbolo: 'Bs',
        url_precio: ves!.urlPrecio,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles/truncate',
      headers: admin,
      payload: { confirm: 'VACIAR', password: 'Otra-Clave-Segura-2026' },
    });
    expect(res.statusCode, res.body).toBe(200);

    const methods = await db.select({ name: paymentMethods.name }).from(paymentMethods);
    expect(methods.map((m) => m.name)).toEqual(['Mi Pago Móvil']);
    const left = await db.select({ codigo: currencies.codigo }).from(currencies);
    expect(left.map((c) => c.codigo)).toEqual(['VES']);
    expect(await gettingStarted()).toMatchObject({ demo: false, first_raffle: false });
  });
});
