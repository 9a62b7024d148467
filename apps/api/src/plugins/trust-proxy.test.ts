import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestContext } from '../test/app';
import { postFrom, startReverseProxy } from '../test/reverse-proxy';

/**
 * Only the proxy is trusted: a client behind a real reverse proxy (one that
 * appends the address it saw, as nginx and Caddy do) cannot choose its
 * address by writing X-Forwarded-For, and neither can a client that reaches
 * the app directly. Observed through the lookup's per-address limit (3 here).
 */
describe('TRUST_PROXY and a forged X-Forwarded-For', () => {
  let ctx: TestContext | undefined;
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await ctx?.close();
    ctx = undefined;
  });

  const lookup = { document: 'V-1234567', contact: 'nadie@correo.test' };
  async function start(trustProxy: string) {
    ctx = await createTestApp({ env: { TRUST_PROXY: trustProxy, RATE_LIMIT_LOOKUP_MAX: '3' } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (ctx.app.server.address() as AddressInfo).port;
    const proxy = await startReverseProxy({ port: appPort }, '127.0.0.1');
    closers.push(proxy.close);
    return { appPort, proxyPort: proxy.port };
  }
  /** Four lookups, each with a new forged X-Forwarded-For: the statuses. */
  async function forgedRun(from: string, port: number) {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        await postFrom(from, port, '/api/numbers/lookup', lookup, {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        }),
      );
    }
    return statuses;
  }

  for (const trustProxy of ['127.0.0.1', '127.0.0.0/30', '1', 'true']) {
    it(`TRUST_PROXY=${trustProxy}: the forged header never becomes the client's address`, async () => {
      const { appPort, proxyPort } = await start(trustProxy);
      // Through the proxy: the address the proxy saw (127.0.0.5) is the key.
      expect(await forgedRun('127.0.0.5', proxyPort)).toEqual([200, 200, 200, 429]);
      // Another client behind the same proxy has its own budget.
      expect(await postFrom('127.0.0.6', proxyPort, '/api/numbers/lookup', lookup)).toBe(200);
      if (trustProxy !== '1' && trustProxy !== 'true') {
        // Straight to the app from an address that is not the proxy: the header is ignored.
        expect(await forgedRun('127.0.0.9', appPort)).toEqual([200, 200, 200, 429]);
      }
    });
  }

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });
});
