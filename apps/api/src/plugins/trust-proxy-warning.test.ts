import { afterEach, describe, expect, it } from 'vitest';
import { createLoggedApp, type LoggedApp } from '../test/logged-app';

/**
 * A hop-count TRUST_PROXY (or `true`) trusts whoever connects, so a client that
 * reaches the app directly chooses its own address. The app says so in its log,
 * once, without the address (issue 46, point 10).
 */
// Each test starts an app of its own, slow on a loaded machine.
describe(
  'TRUST_PROXY as a hop count warns when a request comes straight from a client',
  { timeout: 120_000 },
  () => {
    let logged: LoggedApp | undefined;
    afterEach(async () => {
      await logged?.close();
      logged = undefined;
    });

    const warnings = () =>
      logged!.lines.filter((line) => line.includes('"event":"trust_proxy_direct"'));
    const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
      logged!.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

    for (const trustProxy of ['1', 'true']) {
      it(`TRUST_PROXY=${trustProxy}: once, at the first direct request, with no address`, async () => {
        logged = await createLoggedApp('trust-warn', { TRUST_PROXY: trustProxy });
        // Through a proxy on the host or the private network: nothing to say.
        await get('127.0.0.1');
        await get('10.0.0.2', { 'x-forwarded-for': '203.0.113.7' });
        expect(warnings()).toEqual([]);
        // A public peer, forging the header: the first such request warns.
        await get('203.0.113.50', { 'x-forwarded-for': '198.51.100.1' });
        await get('2001:db8::50');
        await get('10.0.0.3');
        expect(warnings()).toHaveLength(1);
        const [line] = warnings();
        expect(line).toMatch(/"level":40/);
        for (const address of ['203.0.113', '198.51.100', '2001:db8', '10.0.0']) {
          expect(line).not.toContain(address);
        }
      });
    }

    it('a private peer without X-Forwarded-For warns too', async () => {
      logged = await createLoggedApp('trust-warn-private', { TRUST_PROXY: '1' });
      await get('192.168.1.20');
      expect(warnings()).toHaveLength(1);
    });

    it('the proxies named by address: no warning, Fastify already ignores the others', async () => {
      logged = await createLoggedApp('trust-list', { TRUST_PROXY: '127.0.0.1' });
      await get('203.0.113.50', { 'x-forwarded-for': '198.51.100.1' });
      expect(warnings()).toEqual([]);
    });
  },
);
