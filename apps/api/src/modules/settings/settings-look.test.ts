import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_HERO_TEXT,
  DEFAULT_HERO_TITLE,
  DEFAULT_SHARE_TEMPLATE,
  type PublicConfig,
  type Settings,
} from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { multipartBody } from '../../test/raffle-factories';

/** The served page's inline brand style, as the browser reads it before any script. */
const brandStyle = (html: string) =>
  /<style id="brand-theme">(:root\{[^<]*\})<\/style>/.exec(html)?.[1] ?? null;

describe("the shop's look: colour, hero, 'Quiénes somos', share template", () => {
  let ctx: TestContext;
  let webDir: string;
  let admin: Record<string, string>;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'rifas-web-'));
    const template = await readFile(new URL('../../../../web/index.html', import.meta.url), 'utf8');
    await writeFile(join(webDir, 'index.html'), template);
    ctx = await createTestApp({ webDistDir: webDir });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const put = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/settings', payload, headers: admin });
  const config = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json<PublicConfig>();
  const hero = (method: 'PUT' | 'DELETE', content?: Buffer) => {
    const body = content
      ? multipartBody({}, [{ field: 'image', filename: 'portada', content }])
      : { payload: undefined, headers: {} };
    return ctx.app.inject({
      method,
      url: '/api/settings/hero',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };

  it("starts with today's violet, hero texts and share text", async () => {
    expect(await config()).toMatchObject({
      brand_color: DEFAULT_BRAND_COLOR,
      hero_title: DEFAULT_HERO_TITLE,
      hero_text: DEFAULT_HERO_TEXT,
      hero_image: null,
      about_text: '',
      share_template: DEFAULT_SHARE_TEMPLATE,
    });
  });

  it('saves the look and GET /api/config answers it at once', async () => {
    const res = await put({
      brand_color: '#0F766E',
      hero_title: 'Rifas de Carmen',
      hero_text: 'Premios de verdad',
      about_text: 'Permiso CONALOT N.º 1234',
      share_template: '{titulo}: {enlace}',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Settings>().brand_color).toBe('#0f766e');
    expect(await config()).toMatchObject({
      brand_color: '#0f766e',
      hero_title: 'Rifas de Carmen',
      hero_text: 'Premios de verdad',
      about_text: 'Permiso CONALOT N.º 1234',
      share_template: '{titulo}: {enlace}',
    });
  });

  it('refuses a colour no button text can be read on, in Spanish', async () => {
    const res = await put({ brand_color: '#8b5cf6' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string; message: string }[] }>().issues[0]).toMatchObject({
      path: 'brand_color',
      message: expect.stringMatching(
        /^Con este color el texto de los botones no se lee bien \(contraste 4,2:1; el mínimo es 4,5:1\)/,
      ) as unknown,
    });
    expect((await put({ brand_color: 'teal' })).statusCode).toBe(400);
    expect((await config()).brand_color).toBe('#0f766e');
  });

  it('writes the colours into every served page, allowed by the policy', async () => {
    await put({ brand_color: '#facc15' });
    for (const path of ['/', '/raffles', '/raffles/999']) {
      const res = await ctx.app.inject({ method: 'GET', url: path });
      const css = brandStyle(res.body);
      expect(css, path).toContain('--brand:#facc15');
      // A yellow carries the ink, not white, and every value is '#rrggbb'.
      expect(css).toContain('--on-brand:#0f172a');
      expect(css).toMatch(/^:root\{(--[\w-]+:#[0-9a-f]{6};?)+\}$/);
      // Before the stylesheet and the scripts: the first paint has them.
      expect(res.body.indexOf('id="brand-theme"')).toBeLessThan(res.body.indexOf('<script'));
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    }
  });

  it('takes a hero image with its WebP widths, and deletes it', async () => {
    const photo = await sharp({
      create: { width: 2000, height: 800, channels: 3, background: { r: 20, g: 120, b: 110 } },
    })
      .jpeg()
      .toBuffer();
    const res = await hero('PUT', photo);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<Settings>().hero_image!;
    expect(image).toMatchObject({ width: 2000, height: 800 });
    expect(image.srcset).toMatch(/^\/uploads\/\S+\.webp 800w, \/uploads\/\S+\.webp 1600w$/);
    expect((await config()).hero_image).toEqual(image);
    const file = join(ctx.config.uploadDir, image.url.replace('/uploads/', 'public/'));
    expect(existsSync(file)).toBe(true);

    const deleted = await hero('DELETE');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<Settings>().hero_image).toBeNull();
    expect((await config()).hero_image).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a hero that is not an image, or none', async () => {
    const res = await hero('PUT', Buffer.from('no soy una imagen'));
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe(
      'La imagen de portada debe ser PNG, JPG o WebP',
    );
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/hero',
      headers: admin,
      payload: {},
    });
    expect(empty.json<{ message: string }>().message).toBe('Elige una imagen para la portada');
  });
});
