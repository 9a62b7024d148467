import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Raffle } from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { multipartBody, raffleFormFields, type MultipartFile } from '../../test/raffle-factories';

/** A distinct picture per colour, so each stored file is told apart. */
const photo = async (red: number): Promise<Buffer> =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

describe('raffles: a gallery of up to 8 images', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(async () => ctx.close());

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    files: MultipartFile[],
    fields: Record<string, string> = {},
  ) => {
    const body = multipartBody(raffleFormFields({ status: 'active', ...fields }), files);
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const file = async (field: string, red: number): Promise<MultipartFile> => ({
    field,
    filename: `foto${red}.jpg`,
    content: await photo(red),
    type: 'image/jpeg',
  });
  const onDisk = (url: string) =>
    existsSync(join(ctx.config.uploadDir, url.replace('/uploads/', 'public/')));
  const publicRaffle = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}` })).json<Raffle>();

  it('takes the main image and the gallery, each re-encoded with its srcset, main first', async () => {
    const res = await send('POST', '/raffles', [
      await file('image', 10),
      await file('images', 20),
      await file('images', 30),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { images, imagen } = await publicRaffle(res.json<Raffle>().id);
    expect(images).toHaveLength(3);
    expect(images[0]!.url).toBe(imagen);
    for (const image of images) {
      expect(image).toMatchObject({ width: 900, height: 600 });
      expect(image.srcset).toMatch(/^\/uploads\/\S+\.webp 400w, \/uploads\/\S+\.webp 800w/);
      expect(onDisk(image.url)).toBe(true);
    }
  });

  it("keeps the operator's order, adds new ones after, and deletes the dropped files", async () => {
    const created = await send('POST', '/raffles', [
      await file('image', 40),
      await file('images', 50),
      await file('images', 60),
    ]);
    const id = created.json<Raffle>().id;
    const [main, second, third] = (await publicRaffle(id)).images;
    // The new file placed first, then the third; the second dropped.
    const res = await send('PUT', `/raffles/${id}`, [await file('images', 70)], {
      gallery_keep: JSON.stringify(['new:0', third!.url]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await publicRaffle(id)).images;
    expect(after).toHaveLength(3);
    expect(after[0]!.url).toBe(main!.url);
    expect([second!.url, third!.url]).not.toContain(after[1]!.url);
    expect(after[2]!.url).toBe(third!.url);
    expect(onDisk(second!.url)).toBe(false);
    // A save without gallery_keep (an edit from another screen) keeps the gallery.
    await send('PUT', `/raffles/${id}`, []);
    expect((await publicRaffle(id)).images).toEqual(after);
  });

  it('refuses more than 8 images in Spanish, storing none of them', async () => {
    const files = [await file('image', 80)];
    for (let i = 0; i < 8; i += 1) files.push(await file('images', 90 + i));
    const stored = async () => (await readdir(join(ctx.config.uploadDir, 'public'))).length;
    const before = await stored();
    const res = await send('POST', '/raffles', files);
    expect(await stored()).toBe(before);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Una rifa puede tener hasta 8 imágenes');
  });
});
