import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/app';
import type { TestDatabase } from '../../test/database';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

const onPostgres = Boolean(inject('pgTemplateUrl'));

/** A minimal EventSource over fetch: collects `data:` messages and comment lines. */
async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers });
  const messages: unknown[] = [];
  let text = '';
  const waiters: (() => void)[] = [];
  const pump = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').filter((l) => l.startsWith('data: '));
          if (data.length > 0) messages.push(JSON.parse(data.map((l) => l.slice(6)).join('\n')));
        }
        waiters.splice(0).forEach((w) => w());
      }
    } catch {
      // aborted
    }
    waiters.splice(0).forEach((w) => w());
  })();
  const waitFor = async (check: () => boolean, what: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${text}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    res,
    messages,
    text: () => text,
    waitForMessage: async (predicate: (m: Record<string, unknown>) => boolean) => {
      await waitFor(
        () => messages.some((m) => predicate(m as Record<string, unknown>)),
        'a message',
      );
      return messages.find((m) => predicate(m as Record<string, unknown>)) as Record<
        string,
        unknown
      >;
    },
    waitForText: (fragment: string) => waitFor(() => text.includes(fragment), fragment),
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

describe('numbers events (SSE over LISTEN/NOTIFY)', () => {
  let ctx: TestContext;
  let base: string;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  it('opens with an event, then sends one per change, with a new version', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const stream = await openEventStream(`${base}/api/raffles/${raffle.id}/events`);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.res.headers.get('content-encoding')).toBeNull();
      const first = await stream.waitForMessage(() => true);
      expect(first).toEqual({ raffle_id: raffle.id, version: expect.any(Number) });

      const bought = await postPurchase(ctx.app, raffle.id, {
        numbers: [4, 2],
        payment: buyerPayment(methodId),
      });
      expect(bought.statusCode).toBe(201);
      await stream.waitForMessage(() => stream.messages.length >= 2);
      const sold = stream.messages[1] as Record<string, unknown>;
      expect(sold).toEqual({ raffle_id: raffle.id, version: expect.any(Number) });
      expect(sold.version).toBeGreaterThan(first.version as number);

      await ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/reserve`,
        payload: { numbers: [7], customer_id: 'guest-sse' },
      });
      await ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/release`,
        payload: { numbers: [7], customer_id: 'guest-sse' },
      });
      // The hold and the release: one event each.
      await stream.waitForMessage(() => stream.messages.length >= 4);
      expect(stream.messages).toHaveLength(4);
      // Only this raffle's changes arrive, and never buyer data.
      expect(stream.text()).not.toContain('guest-sse');
    } finally {
      await stream.close();
    }
  });

  it("does not send another raffle's changes", async () => {
    const watched = await buildRaffle(ctx.database.db);
    const other = await buildRaffle(ctx.database.db);
    const stream = await openEventStream(`${base}/api/raffles/${watched.id}/events`);
    try {
      await stream.waitForMessage(() => true);
      await postPurchase(ctx.app, other.id, { numbers: [1], payment: buyerPayment(methodId) });
      await postPurchase(ctx.app, watched.id, { numbers: [1], payment: buyerPayment(methodId) });
      await stream.waitForMessage(() => stream.messages.length >= 2);
      expect(
        stream.messages.every((m) => (m as { raffle_id: number }).raffle_id === watched.id),
      ).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('sends heartbeats and forgets a client that disconnects', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const hub = ctx.app.runtime.events;
    const saved = hub.heartbeatMs;
    hub.heartbeatMs = 30;
    const stream = await openEventStream(`${base}/api/raffles/${raffle.id}/events`);
    hub.heartbeatMs = saved;
    await stream.waitForText(': ping');
    expect(hub.subscriberCount(raffle.id)).toBe(1);
    await stream.close();
    for (let i = 0; i < 100 && hub.subscriberCount(raffle.id) > 0; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(hub.subscriberCount(raffle.id)).toBe(0);
  });

  it('caps open streams per address at SSE_MAX_PER_IP with a Spanish 429', async () => {
    const capped = await createTestApp({ database: ctx.database, env: { SSE_MAX_PER_IP: '2' } });
    await capped.app.listen({ port: 0, host: '127.0.0.1' });
    const address = capped.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const raffle = await buildRaffle(ctx.database.db);
    const open = [
      await openEventStream(`${url}/api/raffles/${raffle.id}/events`),
      await openEventStream(`${url}/api/raffles/${raffle.id}/events`),
    ];
    try {
      const refused = await fetch(`${url}/api/raffles/${raffle.id}/events`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        error:
          'Hay demasiadas rifas abiertas desde tu conexión. Cierra algunas pestañas e intenta de nuevo.',
      });
      // A closed stream frees its place.
      await open.shift()!.close();
      const hub = capped.app.runtime.events;
      for (let i = 0; i < 100 && hub.subscriberCount(raffle.id) > 1; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const again = await openEventStream(`${url}/api/raffles/${raffle.id}/events`);
      open.push(again);
      expect(again.res.status).toBe(200);
    } finally {
      for (const stream of open) await stream.close();
      await capped.close();
    }
  });

  it('counts an IPv6 /64 as one address and caps all streams at SSE_MAX_STREAMS with a 503', async () => {
    const capped = await createTestApp({
      database: ctx.database,
      env: { SSE_MAX_PER_IP: '2', SSE_MAX_STREAMS: '3', TRUST_PROXY: '127.0.0.1' },
    });
    await capped.app.listen({ port: 0, host: '127.0.0.1' });
    const address = capped.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const raffle = await buildRaffle(ctx.database.db);
    const from = (client: string) => ({ 'x-forwarded-for': client });
    const events = `${url}/api/raffles/${raffle.id}/events`;
    const open = [
      await openEventStream(events, from('2001:db8:9:1::1')),
      await openEventStream(events, from('2001:db8:9:1::2')),
    ];
    try {
      // A third address of the same /64 is the same household.
      expect((await fetch(events, { headers: from('2001:db8:9:1::3') })).status).toBe(429);
      open.push(await openEventStream(events, from('203.0.113.50')));
      expect(open.map((stream) => stream.res.status)).toEqual([200, 200, 200]);
      const full = await fetch(events, { headers: from('203.0.113.51') });
      expect(full.status).toBe(503);
      expect(full.headers.get('retry-after')).toBe('30');
      expect(await full.json()).toMatchObject({
        error:
          'Hay muchas personas mirando esta tienda ahora. Los números se actualizan al recargar la página.',
      });
    } finally {
      for (const stream of open) await stream.close();
      await capped.close();
    }
  });

  it('is 404 for draft and missing raffles', async () => {
    const draft = await buildRaffle(ctx.database.db, { status: 'pending' });
    const res = await fetch(`${base}/api/raffles/${draft.id}/events`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Rifa no encontrada' });
    expect((await fetch(`${base}/api/raffles/999999/events`)).status).toBe(404);
  });

  it('lets the app close while clients are connected', async () => {
    const other = await createTestApp({ database: ctx.database });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const raffle = await buildRaffle(ctx.database.db);
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/raffles/${raffle.id}/events`,
    );
    await stream.waitForMessage(() => true);
    await other.close();
    await stream.close();
  });

  it.runIf(onPostgres)('delivers a purchase made through another instance', async () => {
    const url = ctx.database.url!;
    const secondDatabase: TestDatabase = {
      ...openPostgres(url, 5),
      url,
      drop: async () => undefined,
    };
    const second = await createTestApp({ database: secondDatabase });
    const raffle = await buildRaffle(ctx.database.db);
    const stream = await openEventStream(`${base}/api/raffles/${raffle.id}/events`);
    try {
      await stream.waitForMessage(() => true);
      const bought = await postPurchase(second.app, raffle.id, {
        numbers: [9],
        payment: buyerPayment(methodId),
      });
      expect(bought.statusCode).toBe(201);
      await stream.waitForMessage(() => stream.messages.length >= 2);
      expect(stream.messages[1]).toEqual({ raffle_id: raffle.id, version: expect.any(Number) });
    } finally {
      await stream.close();
      await second.close();
      await secondDatabase.close();
    }
  });
});
