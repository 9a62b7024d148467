import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPriceServer, type PriceServer } from '../test/currencies';
import { isPublicAddress, safeFetch, SafeFetchError, type Resolver } from './safe-fetch';

// Every request in this file goes to 127.0.0.1 or is refused before connecting;
// host names are resolved by an injected resolver, never by DNS.

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof SafeFetchError) return err.reason;
    throw err;
  }
  throw new Error('expected the fetch to fail');
}

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '200.44.32.12',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '2a00:1450::1',
  ])('%s is public', (ip) => expect(isPublicAddress(ip)).toBe(true));
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    'not an ip',
  ])('%s is not public', (ip) => expect(isPublicAddress(ip)).toBe(false));
});

describe('safeFetch', () => {
  let server: PriceServer;
  let target: PriceServer;
  beforeAll(async () => {
    server = await startPriceServer();
    target = await startPriceServer();
  });
  afterAll(async () => {
    await server.close();
    await target.close();
  });

  it('reads the answer of an allowed address', async () => {
    server.setPrice(41.25);
    const res = await safeFetch(server.url(), { allowPrivate: true });
    expect(res).toEqual({ status: 200, contentType: 'application/json', body: '{"price":41.25}' });
  });

  it.each([
    'http://127.0.0.1:1/precio',
    'http://10.0.0.1/precio',
    'http://192.168.0.10/precio',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.1.1/',
    'http://0.0.0.0/',
    'http://2130706433/', // 127.0.0.1 written as one number
    'http://0x7f.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a00:1]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'https://[::]/',
  ])('refuses %s with the guard on', async (url) => {
    expect(await failure(safeFetch(url))).toBe('private_address');
  });

  it('refuses the local server itself with the guard on, without connecting', async () => {
    const before = server.requests.length;
    expect(await failure(safeFetch(server.url()))).toBe('private_address');
    expect(server.requests.length).toBe(before);
  });

  it('checks every resolved address, not just the first', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await failure(safeFetch('http://precios.prueba/usd', { resolve }))).toBe(
      'private_address',
    );
  });

  it('connects to the address it checked and resolves only once (no DNS rebinding)', async () => {
    let lookups = 0;
    const resolve: Resolver = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    server.setPrice(7);
    const res = await safeFetch(`http://precios.prueba:${server.port}/usd`, {
      allowPrivate: true,
      resolve,
    });
    expect(res.body).toBe('{"price":7}');
    expect(lookups).toBe(1);
    expect(server.requests.at(-1)?.headers.host).toBe(`precios.prueba:${server.port}`);
  });

  it('reports a name that does not resolve', async () => {
    const resolve: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await failure(safeFetch('http://no-existe.prueba/', { resolve }))).toBe('dns');
  });

  it.each(['ftp://127.0.0.1/precio', 'file:///etc/passwd', 'gopher://127.0.0.1/'])(
    'refuses the scheme of %s',
    async (url) => {
      expect(await failure(safeFetch(url, { allowPrivate: true }))).toBe('protocol');
    },
  );

  it('refuses something that is not a URL', async () => {
    expect(await failure(safeFetch('no es una url'))).toBe('invalid_url');
  });

  it('never follows a redirect, even to an allowed address', async () => {
    target.setPrice(99);
    const before = target.requests.length;
    server.reply = { status: 302, headers: { location: target.url('/robado') } };
    expect(await failure(safeFetch(server.url(), { allowPrivate: true }))).toBe('redirect');
    expect(target.requests.length).toBe(before);
    server.reply = { status: 301, headers: { location: 'http://127.0.0.1/' } };
    expect(await failure(safeFetch(server.url(), { allowPrivate: true }))).toBe('redirect');
  });

  it('gives up after the time limit', async () => {
    server.reply = { hang: true };
    const started = Date.now();
    expect(await failure(safeFetch(server.url(), { allowPrivate: true, timeoutMs: 300 }))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses an answer over the size cap, declared or streamed', async () => {
    const big = JSON.stringify({ price: 1, padding: 'x'.repeat(70 * 1024) });
    server.reply = { body: big, headers: { 'content-length': String(Buffer.byteLength(big)) } };
    expect(await failure(safeFetch(server.url(), { allowPrivate: true }))).toBe('too_large');
    // Without a content-length the cap is enforced while reading.
    server.reply = { body: big, headers: { 'transfer-encoding': 'chunked' } };
    expect(await failure(safeFetch(server.url(), { allowPrivate: true }))).toBe('too_large');
    server.reply = { body: 'x'.repeat(64 * 1024) };
    expect((await safeFetch(server.url(), { allowPrivate: true })).body).toHaveLength(64 * 1024);
  });

  it('returns non-2xx answers for the caller to judge', async () => {
    server.reply = { status: 500, body: 'error' };
    expect(await safeFetch(server.url(), { allowPrivate: true })).toMatchObject({
      status: 500,
      body: 'error',
    });
  });
});
