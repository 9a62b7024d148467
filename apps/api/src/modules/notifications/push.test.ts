import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { currencies, notificationDeliveries, pushSubscriptions, vapidKeys } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { browserKeys, startPushService } from '../../test/push-service';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { queueNewPayments, sendDueNotifications } from './queue.service';

describe('Web Push: VAPID key, subscriptions, a purchase to every admin browser', () => {
  let push: Awaited<ReturnType<typeof startPushService>>;
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let methodId: number;
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);

  beforeAll(async () => {
    push = await startPushService();
    ctx = await createTestApp({ clock: () => now, env: { ALLOW_PRIVATE_PUSH_URLS: 'true' } });
    admin = await buildUser(ctx.database.db, { role: 'admin', fullName: 'Ana' });
    await ctx.database.db.insert(currencies).values({
      nombre: 'Bolívar',
      codigo: 'VES',
      simbolo: 'Bs',
      urlPrecio: 'https://x.test/ves',
      precio: 36.5,
    });
    const [ves] = await ctx.database.db
      .select()
      .from(currencies)
      .where(eq(currencies.codigo, 'VES'));
    methodId = (
      await buildPaymentMethod(ctx.database.db, { name: 'Pago Móvil', monedaId: ves!.id })
    ).id;
  });
  afterAll(async () => {
    await ctx.close();
    await push.close();
  });

  const call = (method: string, url: string, payload?: object, auth = admin.auth) =>
    ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const job = () => jobContext(ctx.app);
  const purchase = async (numbers: number[]) => {
    const raffle = await buildRaffle(ctx.database.db, { title: 'Moto Bera', priceCents: 200 });
    const started = Date.now();
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers,
      payment: buyerPayment(methodId, { customer_name: 'Ana María Pérez' }),
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().payment.id as number, ms: Date.now() - started };
  };
  const subscribe = async () => {
    const keys = browserKeys();
    push.state.keys = keys;
    const res = await call('POST', '/api/push/subscriptions', {
      endpoint: push.endpoint,
      keys: keys.json,
    });
    expect(res.statusCode).toBe(201);
  };

  it('makes the VAPID keys once and keeps them', async () => {
    const first = await call('GET', '/api/push/key');
    expect(first.statusCode).toBe(200);
    const key = first.json().public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await call('GET', '/api/push/key')).json().public_key).toBe(key);
    const [row] = await ctx.database.db.select().from(vapidKeys);
    expect(row!.privateKeySealed.startsWith('v1.')).toBe(true);
    push.state.publicKey = key;
  });

  it('refuses bad subscriptions with a Spanish 400 and only lets the admin remove her own', async () => {
    const bad = await call('POST', '/api/push/subscriptions', {
      endpoint: push.endpoint,
      keys: { p256dh: 'corta', auth: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Las claves de la suscripción no son válidas');
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(guest.statusCode).toBe(401);
    const missing = await call('DELETE', '/api/push/subscriptions', {
      endpoint: 'https://push.example.com/x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends every purchase encrypted (aes128gcm) and signed (VAPID), after the sale', async () => {
    await subscribe();
    const { id } = await purchase([3, 4, 5]);
    await queueNewPayments(job());
    await sendDueNotifications(job());
    expect(push.errors).toEqual([]);
    expect(push.received).toHaveLength(1);
    const [message] = push.received;
    expect(message!.encoding).toBe('aes128gcm');
    expect(message!.sub).toMatch(/^mailto:/);
    expect(message!.payload).toEqual({
      title: 'Nueva compra · Moto Bera',
      body: 'Ana P. · 3 números · Bs 219,00 ($6.00) · Pago Móvil',
      url: `/admin/pagos?pago=${id}`,
      payment_id: id,
    });
  });

  it('a 410 from the push service deletes the subscription', async () => {
    push.state.mode = 'gone';
    await purchase([10]);
    await queueNewPayments(job());
    await sendDueNotifications(job());
    expect(await ctx.database.db.select().from(pushSubscriptions)).toEqual([]);
    push.state.mode = 'ok';
  });

  it('a hanging push service never touches the purchase and is cut at 10 s', async () => {
    await subscribe();
    push.state.mode = 'hang';
    const { id, ms } = await purchase([20]);
    expect(ms).toBeLessThan(5_000);
    await queueNewPayments(job());
    const started = Date.now();
    await sendDueNotifications(job());
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(9_500);
    expect(took).toBeLessThan(15_000);
    const [row] = await ctx.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.paymentId, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    push.state.mode = 'ok';
    now = new Date(now.getTime() + 31_000);
    await sendDueNotifications(job());
    expect(push.received.at(-1)!.payload.payment_id).toBe(id);
  }, 30_000);

  it('refuses a loopback endpoint unless ALLOW_PRIVATE_PUSH_URLS', async () => {
    const strict = await createTestApp();
    try {
      const other = await buildUser(strict.database.db, { role: 'admin' });
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: other.auth,
        payload: { endpoint: push.endpoint, keys: browserKeys().json },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('La dirección de avisos del navegador no es válida');
    } finally {
      await strict.close();
    }
  });
});
