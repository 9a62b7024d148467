import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { purchaseWithReceipt, paymentEntry, uniqueBuyer } from './admin-ops-helpers';
import { cameraPhoto, createPaymentMethod, createRaffle, takenNumberButton } from './buyer-helpers';
import { guestChallengeHeaders } from './challenge';
import { requestFrom, startCluster, type Answer, type Cluster } from './cluster';
import { adminCredentials, apiLogin, authHeaders, expect, loginAs, test } from './fixtures';
import type { LoginResult } from './fixtures';

/**
 * Two instances on one PostgreSQL database and one bucket behind Caddy running
 * deploy/Caddyfile (docs/operations.md#several-machines). Needs PostgreSQL
 * (CI_DATABASE_URL, default the CI server) and `caddy` on the PATH.
 */
const basePort = Number(process.env.E2E_PORT ?? 3100) + 1500;

let cluster: Cluster;
let api: APIRequestContext;
let admin: LoginResult;
let methodId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster(basePort);
  api = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${cluster.proxyPort}` });
  admin = await apiLogin(api, adminCredentials.email, adminCredentials.password);
  methodId = (await createPaymentMethod(api, admin)).id;
});

test.afterAll(async () => {
  await api?.dispose();
  await cluster?.stop();
});

/**
 * A guest's solved challenge, fetched from `port` as `from`, as the X-Altcha header; or, when
 * the instance that answered went away (no answer, or a 5xx while it stops), that answer, for
 * the caller to send again as it does a purchase lost that way.
 */
async function challengeFrom(
  from: string,
  port: number,
): Promise<{ header: Record<string, string> } | { lost: Answer }> {
  const answer = await requestFrom(from, port, 'GET', '/api/challenge');
  if (answer.status === 0 || answer.status >= 500) return { lost: answer };
  expect(answer.status, answer.body).toBe(200);
  const challenge = JSON.parse(answer.body) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return {
    header: { 'x-altcha': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') },
  };
}

/**
 * A guest purchase of `numbers` sent to `port` from the loopback address `from`. A purchase sent
 * again after a lost answer passes its `key` and its `buyer` again: the same request, as the SPA
 * resends it (another body under the same key is refused with 422).
 */
async function buyFrom(
  from: string,
  port: number,
  raffleId: number,
  numbers: number[],
  key = randomUUID(),
  buyer = uniqueBuyer('Cluster'),
): Promise<Answer> {
  const challenge = await challengeFrom(from, port);
  if ('lost' in challenge) return challenge.lost;
  return requestFrom(
    from,
    port,
    'POST',
    `/api/raffles/${raffleId}/purchase`,
    {
      numbers,
      payment: { ...buyer, payment_method_id: methodId, holder_id: `cluster-${from}` },
    },
    { ...challenge.header, 'idempotency-key': key },
  );
}

test('a login on one instance works on the other', async () => {
  const [one, two] = cluster.instances;
  const login = await requestFrom('127.0.0.1', one.port, 'POST', '/api/auth/login', {
    email: adminCredentials.email,
    password: adminCredentials.password,
  });
  expect(login.status, login.body).toBe(200);
  const { token } = JSON.parse(login.body) as { token: string };
  const me = await requestFrom('127.0.0.1', two.port, 'GET', '/api/auth/me', undefined, {
    authorization: `Bearer ${token}`,
  });
  expect(me.status, me.body).toBe(200);
  expect(me.body).toContain(adminCredentials.email);
});

test('a purchase through either instance shows in a picker behind Caddy within 2 s', async ({
  page,
}) => {
  const raffle = await createRaffle(api, admin);
  await page.goto(`http://127.0.0.1:${cluster.proxyPort}/raffles/${raffle.id}`);
  await expect(page.getByRole('group', { name: 'Números de la rifa' })).toBeVisible();
  // Let the live stream connect (through Caddy, to whichever instance it chose).
  await page.waitForTimeout(1_000);
  for (const [index, instance] of cluster.instances.entries()) {
    const number = 5 + index;
    const answer = await buyFrom(`127.0.0.${21 + index}`, instance.port, raffle.id, [number]);
    expect(answer.status, answer.body).toBe(201);
    await expect(takenNumberButton(page, String(number).padStart(2, '0'))).toBeVisible({
      timeout: 2_000,
    });
  }
});

test('a receipt uploaded through one instance opens in the admin on the other', async ({
  page,
}) => {
  const [one, two] = cluster.instances;
  const raffle = await createRaffle(api, admin);
  const buyer = uniqueBuyer('Recibo');
  const viaOne = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${one.port}` });
  const before = await cluster.bucket.keys('private/');
  const purchase = await purchaseWithReceipt(viaOne, raffle.id, methodId, [7, 8], buyer);
  await viaOne.dispose();
  // The receipt is in the shared bucket, not on the instance's disk.
  expect((await cluster.bucket.keys('private/')).length).toBe(before.length + 1);

  await loginAs(page, admin);
  await page.goto(`http://127.0.0.1:${two.port}/admin/payments`);
  const row = paymentEntry(page, buyer);
  await row.getByRole('button', { name: `Ver detalles del pago #${purchase.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pago #${purchase.id}` });
  const receipt = dialog.getByRole('img', { name: `Comprobante del pago #${purchase.id}` });
  await expect(receipt).toBeVisible();
  await expect
    .poll(() => receipt.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a buyer who asks while her purchase runs asks the instance running it', async () => {
  const raffle = await createRaffle(api, admin);
  // A browser: Caddy's cookie (deploy/Caddyfile, ADR 105) keeps it on one instance.
  const phone = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${cluster.proxyPort}`,
  });
  try {
    expect((await phone.get('/api/health')).status()).toBe(200);
    const cookies = (await phone.storageState()).cookies.map((cookie) => cookie.name);
    expect(cookies).toContain('lb');
    const key = randomUUID();
    const holderId = `cluster-${randomUUID()}`;
    // A camera photo under the 5 MB cap: the instance spends a while making it the stored receipt.
    const photo = await cameraPhoto(3000, 2250, 75);
    const purchase = phone.post(`/api/raffles/${raffle.id}/purchase`, {
      headers: { ...(await guestChallengeHeaders(phone)), 'idempotency-key': key },
      multipart: {
        numbers: JSON.stringify([40]),
        payment: JSON.stringify({
          ...uniqueBuyer('Recarga'),
          payment_method_id: methodId,
          holder_id: holderId,
        }),
        image: { name: 'pago.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
      timeout: 60_000,
    });
    let answered = false;
    void purchase.finally(() => (answered = true));
    // The reload's question, asked again and again while the purchase runs: every 10 ms, so the
    // instance's work on the photo (tens of ms on a quick machine) is always seen.
    const states: string[] = [];
    while (!answered) {
      const status = await phone.post(`/api/raffles/${raffle.id}/purchase/status`, {
        data: { key, holder_id: holderId },
      });
      expect(status.status(), await status.text()).toBe(200);
      states.push(((await status.json()) as { state: string }).state);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await purchase).status()).toBe(201);
    // 'none' only before the photo arrived; from then on the instance running it says so.
    const running = states.indexOf('processing');
    expect(running, states.join(' ')).toBeGreaterThanOrEqual(0);
    expect(
      states.slice(running).every((state) => state !== 'none'),
      states.join(' '),
    ).toBe(true);
    const after = await phone.post(`/api/raffles/${raffle.id}/purchase/status`, {
      data: { key, holder_id: holderId },
    });
    expect(((await after.json()) as { state: string }).state).toBe('bought');
  } finally {
    await phone.dispose();
  }
});

test('the per-address purchase budget counts across both instances', async () => {
  const raffle = await createRaffle(api, admin);
  const [one, two] = cluster.instances;
  const from = '127.0.0.30';
  // RATE_LIMIT_PURCHASE_MAX=6 (e2e/cluster.ts), all spent through the first instance.
  for (let index = 0; index < 6; index += 1) {
    const answer = await buyFrom(from, one.port, raffle.id, [10 + index]);
    expect(answer.status, `purchase ${index + 1}: ${answer.body}`).toBe(201);
  }
  // The instances share their counts every 200 ms (ADR 061): the second instance's first
  // hit of this address counts in memory, its batch brings back the six, and then it
  // refuses. Counted apart, it would have sold six more.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const second: number[] = [];
  for (let index = 0; index < 4; index += 1) {
    second.push((await buyFrom(from, two.port, raffle.id, [20 + index])).status);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(second.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
  expect(second.slice(1)).toEqual([429, 429, 429]);
  expect((await buyFrom(from, one.port, raffle.id, [30])).status).toBe(429);
});

test('one instance killed mid-storm: the other keeps selling, nothing lost or sold twice', async () => {
  test.setTimeout(180_000);
  const raffle = await createRaffle(api, admin, { start_number: 0, end_number: 199 });
  const [one] = cluster.instances;
  const buyers = 36;
  const answered = new Map<string, { index: number; numbers: number[]; body: Answer }>();
  let killedAt = 0;
  let resent = 0;

  const buyer = async (index: number) => {
    // Even buyers race for the same few numbers; odd ones want numbers nobody else does.
    const numbers =
      index % 2 === 0 ? [...new Set([index % 10, (index * 7) % 10])] : [100 + index, 150 + index];
    const key = randomUUID();
    const person = uniqueBuyer('Cluster');
    const from = `127.0.1.${index + 1}`;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await buyFrom(from, cluster.proxyPort, raffle.id, numbers, key, person);
      // A request lost with the killed instance is sent again with its key (ADR 070).
      if (answer.status === 0 || answer.status >= 500) {
        resent += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        continue;
      }
      answered.set(key, { index, numbers, body: answer });
      return;
    }
    throw new Error(`buyer ${index} got no answer`);
  };

  const storm: Promise<void>[] = [];
  for (let index = 0; index < buyers; index += 1) {
    storm.push(buyer(index));
    if (index === 12) {
      killedAt = index;
      storm.push(cluster.kill(one));
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  await Promise.all(storm);
  expect(killedAt).toBe(12);
  expect(answered.size).toBe(buyers);
  test.info().annotations.push({ type: 'resent after the kill', description: String(resent) });

  const sold = [...answered.values()].filter(({ body }) => body.status === 201);
  const refused = [...answered.values()].filter(({ body }) => body.status !== 201);
  for (const { body } of refused) expect(body.status, body.body).toBe(409);
  // Every buyer of numbers nobody else wanted bought them, before and after the kill.
  const uncontested = [...answered.values()].filter(({ index }) => index % 2 === 1);
  expect(uncontested).toHaveLength(buyers / 2);
  for (const { body } of uncontested) expect(body.status, body.body).toBe(201);

  // Every 201 is a payment the surviving instance shows, with exactly its numbers.
  const seen = new Map<number, number>();
  for (const { numbers, body } of sold) {
    const { payment } = JSON.parse(body.body) as { payment: { id: number } };
    const detail = await api.get(`/api/payments/${payment.id}`, { headers: authHeaders(admin) });
    expect(detail.status()).toBe(200);
    const stored = (await detail.json()) as { numbers: number[] };
    expect([...stored.numbers].sort((a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
    for (const number of stored.numbers) seen.set(number, (seen.get(number) ?? 0) + 1);
  }
  expect([...seen.values()].every((count) => count === 1)).toBe(true);

  // No payment beyond the answered ones: a lost answer retried is the same purchase.
  const list = await api.get(`/api/payments?raffle_id=${raffle.id}&limit=100`, {
    headers: authHeaders(admin),
  });
  expect(list.status()).toBe(200);
  const { pagination } = (await list.json()) as { pagination: { total: number } };
  expect(pagination.total).toBe(sold.length);
});
