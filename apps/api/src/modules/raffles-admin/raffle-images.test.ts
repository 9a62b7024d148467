import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Raffle } from '@rifas/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import {
  buildPayment,
  multipartBody,
  raffleFormFields,
  type MultipartFile,
} from '../../test/raffle-factories';

const TOO_LARGE = 'La imagen es demasiado grande. El tamaño máximo permitido es 10MB.';
const WRONG_TYPE = 'Formato de archivo no válido. Solo se permiten imágenes PNG, JPG o GIF.';

const picture = (width = 1280, height = 720) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

describe('raffles: images', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let publicDir: string;

  const upload = (method: 'POST' | 'PUT', url: string, file?: MultipartFile, fields = {}) => {
    const body = multipartBody(raffleFormFields(fields), file ? [file] : []);
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const storedFiles = async () => (existsSync(publicDir) ? (await readdir(publicDir)).sort() : []);
  const fileOf = (urlPath: string) => join(publicDir, urlPath.replace('/uploads/', ''));
  /** Every stored file a raffle answer points to: original, card and WebP widths. */
  const filesOf = (raffle: Raffle) =>
    [raffle.imagen!, raffle.imagen_card!, ...raffle.imagenes.map((i) => i.url)]
      .map((p) => p.slice('/uploads/'.length))
      .sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    publicDir = join(ctx.config.uploadDir, 'public');
  });
  beforeEach(async () => {
    await rm(publicDir, { recursive: true, force: true });
  });
  afterAll(async () => ctx.close());

  it('stores an uploaded PNG and a card-size WebP, served under /uploads/', async () => {
    const png = await picture().png().toBuffer();
    const res = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'moto.png',
      content: png,
      type: 'image/png',
    });
    expect(res.statusCode).toBe(201);
    const { imagen, imagen_card } = res.json();
    expect(imagen).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(imagen_card).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(await storedFiles()).toEqual(filesOf(res.json()));
    expect(await storedFiles()).toHaveLength(5);

    const served = await ctx.app.inject({ method: 'GET', url: imagen });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const card = await sharp(await sharp(fileOf(imagen_card)).toBuffer()).metadata();
    expect(card.format).toBe('webp');
    expect(card.width).toBe(640);
  });

  it('keeps the size and WebP widths of 400, 800 and 1200 px for srcset, never enlarged', async () => {
    const png = await picture(1280, 720).png().toBuffer();
    const res = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'moto.png',
      content: png,
    });
    const raffle: Raffle = res.json();
    expect(raffle).toMatchObject({ imagen_width: 1280, imagen_height: 720 });
    expect(raffle.imagenes.map((i) => [i.width, i.height])).toEqual([
      [400, 225],
      [800, 450],
      [1200, 675],
    ]);
    for (const source of raffle.imagenes) {
      expect(source.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      const served = await ctx.app.inject({ method: 'GET', url: source.url });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', source.width, source.height]);
    }
    // The public answer carries them too.
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` });
    expect(shown.json().imagenes).toEqual(raffle.imagenes);

    const small = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'small.png',
      content: await picture(500, 250).png().toBuffer(),
    });
    expect(small.json().imagenes.map((i: { width: number }) => i.width)).toEqual([400, 500]);
  });

  it('trusts the bytes, not the name: a .png holding a GIF or a JPEG is stored as what it is', async () => {
    const gif = await picture(40, 30).gif().toBuffer();
    const asGif = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'foto.png',
      content: gif,
      type: 'image/png',
    });
    expect(asGif.statusCode).toBe(201);
    expect(asGif.json().imagen).toMatch(/\.gif$/);

    const jpeg = await picture(40, 30).jpeg().toBuffer();
    const asJpeg = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'foto.png',
      content: jpeg,
    });
    expect(asJpeg.json().imagen).toMatch(/\.jpg$/);
  });

  it('refuses a text file named .png and a WebP with 415 and the spec text', async () => {
    const text = Buffer.from('esto no es una imagen, aunque se llame .png');
    const res = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'premio.png',
      content: text,
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: WRONG_TYPE, message: WRONG_TYPE });

    const webp = await picture(20, 20).webp().toBuffer();
    const webpRes = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'premio.webp',
      content: webp,
    });
    expect(webpRes.statusCode).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses images over 10 MB with 413 and the spec text', async () => {
    const png = await picture(16, 16).png().toBuffer();
    // Just over the limit: caught by the image check; far over: by the multipart limit.
    for (const size of [10 * 1024 * 1024 + 1, 12 * 1024 * 1024]) {
      const content = Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const res = await upload('POST', '/raffles', {
        field: 'image',
        filename: 'grande.png',
        content,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error: TOO_LARGE });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('strips metadata (EXIF, GPS) when re-encoding', async () => {
    const jpeg = await picture(64, 48)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Dueño secreto', Artist: 'Casa en Caracas' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'exif.jpg',
      content: jpeg,
    });
    expect(res.statusCode).toBe(201);
    const stored = await sharp(fileOf(res.json().imagen)).toBuffer();
    const meta = await sharp(fileOf(res.json().imagen)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Caracas'))).toBe(false);
  });

  it('a form that fails validation leaves no file behind', async () => {
    const png = await picture(20, 20).png().toBuffer();
    const res = await upload(
      'POST',
      '/raffles',
      { field: 'image', filename: 'a.png', content: png },
      { price_per_number: '0' },
    );
    expect(res.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it('PUT replaces the image (old files deleted), keeps it without a file, remove_image removes it', async () => {
    const first = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'a.png',
      content: await picture(30, 30).png().toBuffer(),
    });
    const { id, imagen: firstImage } = first.json();

    const replaced = await upload('PUT', `/raffles/${id}`, {
      field: 'image',
      filename: 'b.gif',
      content: await picture(30, 30).gif().toBuffer(),
    });
    expect(replaced.statusCode).toBe(200);
    const { imagen, imagen_card, imagenes } = replaced.json();
    expect(imagen).toMatch(/\.gif$/);
    expect(existsSync(fileOf(firstImage))).toBe(false);
    for (const old of first.json().imagenes) expect(existsSync(fileOf(old.url))).toBe(false);
    expect(await storedFiles()).toEqual(filesOf(replaced.json()));

    const kept = await upload('PUT', `/raffles/${id}`, undefined, {
      title: 'Sin cambio de imagen',
    });
    expect(kept.json()).toMatchObject({ imagen, imagen_card, imagenes });

    const removed = await upload('PUT', `/raffles/${id}`, undefined, { remove_image: 'true' });
    expect(removed.json()).toMatchObject({
      imagen: null,
      imagen_card: null,
      imagenes: [],
      imagen_width: null,
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('DELETE removes the image files; a refused delete keeps them', async () => {
    const kept = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'a.png',
      content: await picture(30, 30).png().toBuffer(),
    });
    await buildPayment(ctx.database.db, { raffleId: kept.json().id, numbers: [1] });
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/raffles/${kept.json().id}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(await storedFiles()).toEqual(filesOf(kept.json()));

    const gone = await upload('POST', '/raffles', {
      field: 'image',
      filename: 'b.png',
      content: await picture(30, 30).png().toBuffer(),
    });
    expect(await storedFiles()).toHaveLength(6);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/raffles/${gone.json().id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await storedFiles()).toEqual(filesOf(kept.json()));
  });
});
