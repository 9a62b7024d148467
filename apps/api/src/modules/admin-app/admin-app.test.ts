import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { multipartBody } from '../../test/raffle-factories';

/** The admin area as an installable app (issue 40): its manifest and icons. */
describe('admin app manifest', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const pixel = async (png: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };

  it("is the shop's name and colour, opening /admin standalone, with icons of 192 and 512", async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { shop_name: 'Rifas La Suerte', brand_color: '#0f766e' },
    });
    const res = await get('/api/admin-app/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json<{ icons: { src: string; sizes: string }[] }>();
    expect(manifest).toMatchObject({
      name: 'Rifas La Suerte',
      short_name: 'Pagos',
      start_url: '/admin',
      scope: '/admin',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);

    for (const icon of manifest.icons) {
      const png = await get(icon.src);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
      // The default icon is the brand colour (a corner is outside the ticket).
      expect(await pixel(png.rawPayload, 2, 2)).toEqual([0x0f, 0x76, 0x6e]);
    }
  });

  it("draws the icons from the shop's logo once there is one", async () => {
    const logo = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const body = multipartBody({}, [{ field: 'image', filename: 'logo.png', content: logo }]);
    const upload = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/logo',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(upload.statusCode).toBe(200);
    const manifest = (await get('/api/admin-app/manifest.webmanifest')).json<{
      icons: { src: string }[];
    }>();
    const png = (await get(manifest.icons[1]!.src)).rawPayload;
    // The logo, centred on white: red in the middle, white in the corner.
    expect(await pixel(png, 256, 256)).toEqual([255, 0, 0]);
    expect(await pixel(png, 2, 2)).toEqual([255, 255, 255]);
  });

  it('refuses another icon size with a Spanish 400', async () => {
    const res = await get('/api/admin-app/icons/64');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain('El tamaño del icono debe ser 192 o 512');
  });
});
