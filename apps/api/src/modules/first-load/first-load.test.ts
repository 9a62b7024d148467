import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FIRST_LOAD_BLOCKS, RAFFLE_DETAIL_IMAGE_SIZES, type Raffle } from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import {
  buildHold,
  buildRaffle,
  multipartBody,
  raffleFormFields,
} from '../../test/raffle-factories';
import { invalidateFor } from '../public-cache';
import { imagePreloadTag, jsonDataBlock } from './first-load';

const CHUNKS = ['/assets/raffle-detail-route-Test.js', '/assets/prizes-Test.js'];

const HOSTILE = '</script><script>alert(1)</script><!-- & \u2028 "x"';

/** The data block of a page as the browser reads it: its text, JSON-parsed. */
function readDataBlock(html: string): { id: string | undefined; body: unknown } | null {
  const match =
    /<script type="application\/json" id="raffle-data"(?: data-raffle-id="(\d+)")?>([\s\S]*?)<\/script>/.exec(
      html,
    );
  return match ? { id: match[1], body: JSON.parse(match[2]!) as unknown } : null;
}

describe('jsonDataBlock', () => {
  it('cannot be closed or turned into a comment by the data, and reads back the same', () => {
    const json = JSON.stringify({ title: HOSTILE });
    const block = jsonDataBlock('raffle-data', json, { 'data-raffle-id': '7' });
    const inner = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(inner).not.toMatch(/</);
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect(JSON.parse(inner)).toEqual({ title: HOSTILE });
    expect(block).toContain('data-raffle-id="7"');
  });
});

describe('imagePreloadTag', () => {
  it('names the WebP widths with the page image sizes, or the lone stored image', () => {
    const widths = [
      { url: '/uploads/a.webp', width: 400, height: 250 },
      { url: '/uploads/b.webp', width: 800, height: 500 },
    ];
    expect(imagePreloadTag({ imagen: '/uploads/o.png', imagen_card: null, imagenes: widths })).toBe(
      `<link rel="preload" as="image" imagesrcset="/uploads/a.webp 400w, /uploads/b.webp 800w" imagesizes="${RAFFLE_DETAIL_IMAGE_SIZES}" fetchpriority="high" />`,
    );
    expect(imagePreloadTag({ imagen: '/uploads/o.png', imagen_card: null, imagenes: [] })).toBe(
      '<link rel="preload" as="image" href="/uploads/o.png" fetchpriority="high" />',
    );
    expect(imagePreloadTag({ imagen: null, imagen_card: null, imagenes: [] })).toBeNull();
  });
});

describe("a raffle page carries its image preload and the raffle's public answer", () => {
  let ctx: TestContext;
  let webDir: string;
  let raffle: Raffle;
  let draftId: number;

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'rifas-web-'));
    const template = await readFile(new URL('../../../../web/index.html', import.meta.url), 'utf8');
    // As built: the stylesheet in the head (the source template has none).
    const built = template.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-Test.css">\n  </head>',
    );
    await writeFile(join(webDir, 'index.html'), built);
    // The raffle route's chunks, as the web build lists them (build/page-preloads.ts).
    await mkdir(join(webDir, '.vite'));
    await writeFile(
      join(webDir, '.vite', 'page-preloads.json'),
      JSON.stringify({ raffle: CHUNKS }),
    );
    ctx = await createTestApp({ webDistDir: webDir });
    const admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    const body = multipartBody(
      raffleFormFields({ title: HOSTILE, product_to_win: 'Premio', price_per_number: '2.00' }),
      [{ field: 'image', filename: 'premio.png', content: photo, type: 'image/png' }],
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    raffle = res.json<Raffle>();
    draftId = (await buildRaffle(ctx.database.db, { title: 'Borrador', status: 'pending' })).id;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('inlines exactly what GET /api/raffles/:id gives a guest, escaped, and preloads its image', async () => {
    const api = await get(`/api/raffles/${raffle.id}`);
    for (const url of [`/raffles/${raffle.id}`, `/raffle/${raffle.id}`]) {
      const html = (await get(url)).body;
      const data = readDataBlock(html);
      expect(data).toEqual({ id: String(raffle.id), body: api.json() });
      // The shop's config and the rates, as the API gives them, for the first render.
      for (const [id, answer] of [
        ['config-data', '/api/config'],
        ['rates-data', '/api/monedas/rates'],
      ] as const) {
        const block = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`);
        expect(JSON.parse(block.exec(html)![1]!)).toEqual((await get(answer)).json());
      }
      expect((data!.body as Raffle).title).toBe(HOSTILE);
      // The hostile title never closes the block: one </script> per script element.
      const scripts = html.match(/<script\b/gi)!.length;
      expect(html.match(/<\/script>/gi)).toHaveLength(scripts);
      expect(html).toContain(imagePreloadTag(raffle)!);
      expect(raffle.imagenes.length).toBeGreaterThan(0);
      // Before the stylesheet and the scripts, so the browser asks for the image first.
      expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(
        html.indexOf('<script type="module"'),
      );
      // The route's chunks (home never loads them) download beside the entry, after
      // the stylesheet that paints the splash.
      const stylesheet = html.indexOf('<link rel="stylesheet"');
      expect(stylesheet).toBeGreaterThan(0);
      for (const chunk of CHUNKS) {
        const at = html.indexOf(`<link rel="modulepreload" crossorigin href="${chunk}">`);
        expect(at).toBeGreaterThan(stylesheet);
      }
    }
  });

  it('gives a draft, an unknown id and the other pages neither (only the shop config)', async () => {
    for (const url of [`/raffles/${draftId}`, '/raffles/99999999', '/', '/raffles', '/login']) {
      const html = (await get(url)).body;
      expect(readDataBlock(html)).toBeNull();
      expect(html).not.toContain('rel="preload" as="image"');
      expect(html).not.toContain('raffle-detail-route');
      // Every page carries the shop's config (its hero, 'Quiénes somos': issue 30), nothing else.
      const blocks = [...html.matchAll(/type="application\/json" id="([^"]+)"/g)].map((m) => m[1]);
      expect(blocks).toEqual([FIRST_LOAD_BLOCKS.config]);
      expect(html).not.toContain('Borrador');
    }
  });

  it('follows the raffle: a change to its numbers gives the page the new counts', async () => {
    const before = readDataBlock((await get(`/raffles/${raffle.id}`)).body)!.body as Raffle;
    await buildHold(ctx.database.db, { raffleId: raffle.id, numbers: [1, 2, 3] });
    invalidateFor(ctx.app.publicCache, { k: 'numbers', raffle_id: raffle.id, version: 2 });
    const after = readDataBlock((await get(`/raffles/${raffle.id}`)).body)!.body as Raffle;
    expect(after.reserved_numbers).toBe(before.reserved_numbers + 3);
    expect(after).toEqual((await get(`/api/raffles/${raffle.id}`)).json());
  });

  it('never inlines what an admin would see: the page is the same for everybody', async () => {
    const admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    const guest = (await get(`/raffles/${raffle.id}`)).body;
    expect((await get(`/raffles/${raffle.id}`, admin)).body).toBe(guest);
    expect(readDataBlock((await get(`/raffles/${draftId}`, admin)).body)).toBeNull();
  });
});
