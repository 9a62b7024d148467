import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { formatDateTime, type Raffle } from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { buildRaffle, multipartBody, raffleFormFields } from '../../test/raffle-factories';

const BASE = 'http://rifas.test';
const SHOP_TITLE = 'Rifas · Sorteos en línea';
const SHOP_DESCRIPTION =
  'Participa en rifas en línea: elige tus números, paga fácil y sigue el sorteo.';
// 23:00 UTC is 7:00 p. m. in Caracas (UTC-4), the default BUSINESS_TZ.
const DRAW_AT = '2026-12-20T23:00:00.000Z';

/** The real SPA template (its splash included), as the web build copies it. */
const indexTemplate = () =>
  readFile(new URL('../../../../web/index.html', import.meta.url), 'utf8');

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head's tags as a crawler reads them: from the raw HTML, no JavaScript. */
function readTags(html: string) {
  const tags = new Map<string, string>();
  for (const [, attr, name, content] of html.matchAll(
    /<meta\s+(property|name)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g,
  )) {
    tags.set(`${attr}:${name!}`, decode(content!));
  }
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((t) => decode(t[1]!));
  const og = (name: string) => tags.get(`property:og:${name}`);
  return {
    titles,
    title: og('title'),
    description: og('description'),
    image: og('image'),
    url: og('url'),
    type: og('type'),
    metaDescription: tags.get('name:description'),
    twitterCard: tags.get('name:twitter:card'),
    descriptions: [...html.matchAll(/<meta\s+name="description"/g)].length,
  };
}

describe('link previews: tags in the raw HTML, preview images, robots and sitemap', () => {
  let ctx: TestContext;
  let webDir: string;
  let admin: Record<string, string>;
  let active: Raffle;
  let draftId: number;
  let pastId: number;

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const page = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    return { html: res.body, tags: readTags(res.body) };
  };
  const saveRaffle = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
  ) => {
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 250, g: 250, b: 245 } },
    })
      .png()
      .toBuffer();
    const body = multipartBody(raffleFormFields(fields), [
      { field: 'image', filename: 'premio.png', content: photo, type: 'image/png' },
    ]);
    const res = await ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json<Raffle>();
  };

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'rifas-web-'));
    await writeFile(join(webDir, 'index.html'), await indexTemplate());
    ctx = await createTestApp({ webDistDir: webDir });
    const db = ctx.database.db;
    admin = (await buildUser(db, { role: 'admin' })).auth;
    // The admin's order decides: position 0 is inactive, 1 has no rate, 2 is the first usable.
    await buildCurrency(db, {
      codigo: 'QZA',
      simbolo: 'Q',
      precio: 10,
      posicion: 0,
      estatus: 'no',
    });
    await buildCurrency(db, { codigo: 'QZB', simbolo: 'Z', precio: null, posicion: 1 });
    await buildCurrency(db, { codigo: 'VES', simbolo: 'Bs', precio: 36.5, posicion: 2 });
    await buildCurrency(db, { codigo: 'EUR', simbolo: '€', precio: 0.92, posicion: 3 });
    active = await saveRaffle('POST', '/raffles', {
      title: 'Moto Empire Ñandú 150',
      product_to_win: 'Una moto 0 km',
      price_per_number: '3.50',
      draw_date: DRAW_AT,
    });
    draftId = (await buildRaffle(db, { title: 'Borrador secreto', status: 'pending' })).id;
    pastId = (await buildRaffle(db, { title: 'Rifa terminada', status: 'completed' })).id;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("writes an active raffle's tags into /raffles/:id and /raffle/:id, splash intact", async () => {
    const date = formatDateTime(DRAW_AT, 'America/Caracas');
    expect(date).toMatch(/^20 de diciembre de 2026.*7:00\sp\.\s?m\.$/);
    const description = `Premio: Una moto 0 km · $3.50 (Bs 127,75) por número · Sorteo: ${date}`;
    for (const url of [`/raffles/${active.id}`, `/raffle/${active.id}`]) {
      const { html, tags } = await page(url);
      expect(tags.title).toBe('Moto Empire Ñandú 150');
      expect(tags.description).toBe(description);
      expect(tags.metaDescription).toBe(description);
      expect(tags.titles).toEqual(['Moto Empire Ñandú 150 · Rifas']);
      expect(tags.descriptions).toBe(1);
      expect(tags.url).toBe(`${BASE}/raffles/${active.id}`);
      expect(tags.type).toBe('article');
      expect(tags.twitterCard).toBe('summary_large_image');
      expect(tags.image).toMatch(
        new RegExp(`^${BASE}/og/raffles/${active.id}\\.jpg\\?v=[\\w-]{16}$`),
      );
      // Everything else of index.html as built: the splash, the root, the scripts.
      expect(html).toContain('data-testid="splash-screen"');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('src="/src/main.tsx"');
    }
  });

  it('serves the preview image: a 1200×630 JPEG, immutable under its versioned URL', async () => {
    const { tags } = await page(`/raffles/${active.id}`);
    const res = await get(tags.image!.slice(BASE.length));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // Drawn from the raffle's own (near white) picture: the top stays light, the band is dark.
    const { data } = await sharp(res.rawPayload)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[200 * 1200 + 900]).toBeGreaterThan(200);
    expect(data[600 * 1200 + 1100]).toBeLessThan(60);
    expect((await get(`/og/raffles/${active.id}.jpg`)).headers['cache-control']).toBe(
      'public, max-age=300',
    );
  });

  it('gives a draft and an unknown id only the shop tags, and no image', async () => {
    for (const url of [`/raffles/${draftId}`, `/raffle/${draftId}`, '/raffles/99999999']) {
      const { html, tags } = await page(url);
      expect(html).not.toContain('Borrador secreto');
      expect(tags.title).toBe(SHOP_TITLE);
      expect(tags.titles).toEqual([SHOP_TITLE]);
      expect(tags.description).toBe(SHOP_DESCRIPTION);
      expect(tags.url).toBe(`${BASE}/`);
      expect(tags.type).toBe('website');
      expect(tags.image).toMatch(new RegExp(`^${BASE}/og/shop\\.jpg\\?v=`));
    }
    expect((await get(`/og/raffles/${draftId}.jpg`)).statusCode).toBe(404);
    expect((await get('/og/raffles/99999999.jpg')).statusCode).toBe(404);
    expect((await get('/og/raffles/abc.jpg')).statusCode).toBe(404);
    const shopImage = await get('/og/shop.jpg');
    expect((await sharp(shopImage.rawPayload).metadata()).width).toBe(1200);
  });

  it("gives home and the lists the shop's tags with their own titles and URLs", async () => {
    const cases = [
      ['/', SHOP_TITLE, `${BASE}/`],
      ['/raffles', 'Sorteos Activos · Rifas', `${BASE}/raffles`],
      ['/past-raffles', 'Sorteos Anteriores · Rifas', `${BASE}/past-raffles`],
    ] as const;
    for (const [url, title, canonical] of cases) {
      const { tags } = await page(url);
      expect(tags.titles).toEqual([title]);
      expect(tags.title).toBe(title);
      expect(tags.description).toBe(SHOP_DESCRIPTION);
      expect(tags.metaDescription).toBe(SHOP_DESCRIPTION);
      expect(tags.url).toBe(canonical);
      expect(tags.twitterCard).toBe('summary_large_image');
    }
  });

  it('holds the pages ready: a repeated request builds nothing', async () => {
    await page(`/raffles/${active.id}`);
    const builds = ctx.app.publicCache.builds;
    await page(`/raffles/${active.id}`);
    await page(`/raffle/${active.id}`);
    await page('/raffles/424242');
    expect(ctx.app.publicCache.builds).toBe(builds);
    const gz = await ctx.app.inject({
      url: `/raffles/${active.id}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('br');
  });

  it('changes the tags and the image after the raffle is edited', async () => {
    const before = (await page(`/raffles/${active.id}`)).tags;
    const oldImage = await get(before.image!.slice(BASE.length));
    await saveRaffle('PUT', `/raffles/${active.id}`, {
      title: 'Moto Bera SBR 2027',
      product_to_win: 'Moto Bera',
      price_per_number: '4.00',
      draw_date: DRAW_AT,
    });
    const after = (await page(`/raffle/${active.id}`)).tags;
    expect(after.title).toBe('Moto Bera SBR 2027');
    expect(after.description).toContain('Premio: Moto Bera · $4.00 (Bs 146,00) por número ·');
    expect(after.image).not.toBe(before.image);
    const newImage = await get(after.image!.slice(BASE.length));
    expect(newImage.statusCode).toBe(200);
    expect(newImage.rawPayload.equals(oldImage.rawPayload)).toBe(false);
  });

  it('names the shop as the operator set it in /admin/tienda, at once', async () => {
    const put = (shop_name: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: admin,
        payload: { shop_name },
      });
    expect((await put('Rifas La Fortuna')).statusCode).toBe(200);
    try {
      const { tags } = await page('/raffles');
      expect(tags.titles).toEqual(['Sorteos Activos · Rifas La Fortuna']);
    } finally {
      expect((await put('Rifas')).statusCode).toBe(200);
    }
    expect((await page('/raffles')).tags.titles).toEqual(['Sorteos Activos · Rifas']);
  });

  it("follows the admin's currency order: the first active currency changes the price", async () => {
    const before = (await page(`/raffles/${pastId}`)).tags;
    expect(before.description).toContain('$5.00 (Bs 182,50) por número');
    const euro = (await ctx.app.inject({ url: '/api/monedas/all', headers: admin }))
      .json<{ id: number; codigo: string }[]>()
      .find((c) => c.codigo === 'EUR')!;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/monedas/${euro.id}`,
      headers: admin,
      payload: {
        nombre: 'Euro',
        codigo: 'EUR',
        simbolo: '€',
        url_precio: 'https://precios.example/eur',
        posicion: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await page(`/raffles/${pastId}`)).tags;
    expect(after.description).toContain('$5.00 (€ 4,60) por número');
    expect(after.image).not.toBe(before.image);
  });

  it('escapes a hostile title everywhere it is written', async () => {
    const hostile = `</title><script>alert("x")</script>" onload='y' &amp;`;
    const raffle = await saveRaffle('POST', '/raffles', { title: hostile, draw_date: DRAW_AT });
    const { html, tags } = await page(`/raffles/${raffle.id}`);
    expect(html).not.toContain('<script>alert');
    // Inside the raffle's JSON data block a quote is JSON's \" (first-load.test.ts); elsewhere none.
    const markup = html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
    expect(markup).not.toContain(`" onload='y'`);
    expect(tags.title).toBe(hostile);
    expect(tags.titles).toEqual([`${hostile} · Rifas`]);
    const image = await get(tags.image!.slice(BASE.length));
    expect((await sharp(image.rawPayload).metadata()).height).toBe(630);
  });

  it('answers robots.txt: admin and API disallowed, the sitemap named', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(lines.some((l) => l.startsWith('Disallow: /og'))).toBe(false);
    // Pages opened by a secret link (issue 46, point 7).
    expect(lines).toContain('Disallow: /ticket/');
    expect(lines).toContain('Disallow: /vendedor/');
  });

  it('a page opened by a secret link says noindex, in its head and its headers', async () => {
    for (const path of ['/vendedor/VendedorSecreto_0123456789', '/ticket/TCK-codigo-secreto']) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(res.body).not.toContain('Secreto');
    }
    const shop = await get('/raffles');
    expect(shop.headers['x-robots-tag']).toBeUndefined();
    expect(shop.body).not.toContain('noindex');
  });

  it('answers sitemap.xml: home, the lists and every public raffle, never a draft', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/raffles`,
        `${BASE}/past-raffles`,
        `${BASE}/raffles/${active.id}`,
        `${BASE}/raffles/${pastId}`,
      ]),
    );
    expect(locs).not.toContain(`${BASE}/raffles/${draftId}`);
    expect(res.body).not.toContain('Borrador secreto');
    expect(res.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
  });
});
