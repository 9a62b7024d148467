import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

const INDEX = '<!doctype html><title>Rifas SPA</title>' + '<p>splash</p>'.repeat(200);
const SCRIPT = 'export const answer = 42;\n'.repeat(500);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A dist as the web build leaves it: every text file with its .br and .gz. */
async function writeCompressed(path: string, body: string) {
  await writeFile(path, body);
  await writeFile(`${path}.br`, brotliCompressSync(body));
  await writeFile(`${path}.gz`, gzipSync(body));
}

describe('the built SPA: precompressed files and cache headers', () => {
  let ctx: TestContext;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'rifas-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeCompressed(join(webDir, 'index.html'), INDEX);
    await writeCompressed(join(webDir, 'assets', 'index-AbC123.js'), SCRIPT);
    await writeFile(join(webDir, 'assets', 'logo-Zz9.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    ctx = await createTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli file to a browser that accepts it, immutable for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // A shared cache must not hand this plain copy to a browser that takes brotli.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves a hashed asset without a compressed copy (an image) as it is, immutable', async () => {
    const res = await get('/assets/logo-Zz9.png', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends index.html compressed and always revalidated, also as the history fallback', async () => {
    for (const url of ['/index.html', '/', '/raffles/42']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const body = brotliDecompressSync(res.rawPayload).toString();
      if (url === '/index.html') expect(body).toBe(INDEX);
      else {
        // A page carries its link-preview tags (modules/link-previews), the rest as built.
        expect(body, url).toContain('<meta property="og:title"');
        expect(body, url).toContain(INDEX.slice(INDEX.indexOf('<p>')));
      }
    }
  });

  it('serves uploaded images (never rewritten) immutable for a year', async () => {
    const dir = join(ctx.config.uploadDir, 'public');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'abc123.webp'), Buffer.from('RIFF....WEBP'));
    const res = await get('/uploads/abc123.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    // Another origin (a webmail showing the 'Compra recibida' e-mail) may show it.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Pages keep same-origin.
    expect((await get('/')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('never answers a missing asset with the page', async () => {
    const res = await get('/api/assets/nope.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
