import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import spa from './spa';

describe('SPA static files', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('caches hashed assets for a year and always revalidates index.html', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'rifas-spa-'));
    dirs.push(dist);
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Rifas</title>');
    await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = Fastify();
    await app.register(spa, { webDistDir: dist });
    try {
      const asset = await app.inject('/assets/app-1234.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const page = await app.inject('/sorteos');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});
