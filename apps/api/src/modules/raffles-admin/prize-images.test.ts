import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Prize } from '@rifas/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { prizeCalls, type PrizeCalls } from '../../test/prize-calls';
import { multipartBody } from '../../test/raffle-factories';

const WRONG_TYPE = 'Formato de archivo no válido. Solo se permiten imágenes PNG, JPG o GIF.';
const TOO_LARGE = 'La imagen es demasiado grande. El tamaño máximo permitido es 10MB.';

const png = (width = 1280, height = 720) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const MAIN = { title: 'Moto Bera', kind: 'main' };
const TV = { title: 'Un televisor', kind: 'terminal', digits: 2 };
const CASH = { title: 'Cien dólares', kind: 'adjacent' };
const PRIZES = [MAIN, TV, CASH];

describe('prizes: each one an optional image', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let calls: PrizeCalls;
  let publicDir: string;

  const put = (url: string, content: Buffer | null, headers = admin) => {
    const body = multipartBody(
      {},
      content ? [{ field: 'image', filename: 'premio.png', content, type: 'image/png' }] : [],
    );
    return ctx.app.inject({
      method: 'PUT',
      url: `/api${url}/image`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const remove = (url: string, headers = admin) =>
    ctx.app.inject({ method: 'DELETE', url: `/api${url}/image`, headers });
  const storedFiles = async () => (existsSync(publicDir) ? (await readdir(publicDir)).sort() : []);
  /** The stored files an answer's picture names: original and WebP widths (the card is not shown). */
  const shown = (prize: Prize) =>
    [prize.image!.url, ...prize.image!.srcset.split(', ').map((s) => s.split(' ')[0]!)].map((u) =>
      u.replace('/uploads/', ''),
    );
  const prizesOf = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}` })).json<{ prizes: Prize[] }>()
      .prizes;
  const prizesAt = (id: number) => `/raffles/${id}/prizes`;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    calls = prizeCalls(ctx, admin);
    publicDir = join(ctx.config.uploadDir, 'public');
  });
  beforeEach(async () => {
    await rm(publicDir, { recursive: true, force: true });
  });
  afterAll(() => ctx.close());

  it('puts, replaces and removes a prize image; the raffle and the draw show it; each change audited', async () => {
    const raffle = await calls.raffleWithPrizes(PRIZES);
    expect(raffle.prizes.map((p) => p.image)).toEqual([null, null, null]);

    const first = await put(`${prizesAt(raffle.id)}/2`, await png());
    expect(first.statusCode, first.body).toBe(200);
    const prize = first.json<Prize>();
    expect(prize).toMatchObject({ position: 2, title: 'Un televisor' });
    expect(prize.image).toMatchObject({ width: 1280, height: 720 });
    expect(prize.image!.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(prize.image!.srcset).toMatch(/\.webp 400w, .+\.webp 800w, .+\.webp 1200w$/);
    // Original, card still and three WebP widths: the raffle image's files.
    const firstFiles = await storedFiles();
    expect(firstFiles).toHaveLength(5);
    expect(firstFiles).toEqual(expect.arrayContaining(shown(prize)));
    const served = await ctx.app.inject({ method: 'GET', url: prize.image!.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await prizesOf(raffle.id)).map((p) => p.image)).toEqual([null, prize.image, null]);
    const draw = await calls.getDraw(raffle.id);
    expect(draw.prizes[1]!.image).toEqual(prize.image);

    const second = await put(`${prizesAt(raffle.id)}/2`, await png(600, 600));
    expect(second.statusCode, second.body).toBe(200);
    const replaced = second.json<Prize>().image!;
    expect(replaced).toMatchObject({ width: 600, height: 600 });
    // The old files went after the commit; the new ones (original, card, 400 and 600 wide) stay.
    const secondFiles = await storedFiles();
    expect(secondFiles).toHaveLength(4);
    expect(secondFiles.filter((f) => firstFiles.includes(f))).toEqual([]);

    const removed = await remove(`${prizesAt(raffle.id)}/2`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Prize>().image).toBeNull();
    expect(await storedFiles()).toEqual([]);
    expect((await prizesOf(raffle.id))[1]!.image).toBeNull();
    // Removing no image is no change.
    expect((await remove(`${prizesAt(raffle.id)}/2`)).statusCode).toBe(200);

    const audits = (await ctx.database.db.select().from(auditLog))
      .filter((a) => a.entityId === String(raffle.id) && a.action.startsWith('raffle.prize_image'))
      .map((a) => [a.action, a.details]);
    expect(audits).toEqual([
      ['raffle.prize_image_update', { position: 2, replaced: false }],
      ['raffle.prize_image_update', { position: 2, replaced: true }],
      ['raffle.prize_image_delete', { position: 2 }],
    ]);
  });

  it('refuses a bad file with the raffle image texts and leaves nothing behind', async () => {
    const raffle = await calls.raffleWithPrizes(PRIZES);
    const url = `${prizesAt(raffle.id)}/3`;
    const text = await put(url, Buffer.from('esto no es una imagen, aunque se llame .png'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: WRONG_TYPE, message: WRONG_TYPE });
    const small = await png(16, 16);
    const big = await put(url, Buffer.concat([small, Buffer.alloc(10 * 1024 * 1024 + 1)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: TOO_LARGE });
    const none = await put(url, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: 'Selecciona una imagen para el premio' });
    expect(await storedFiles()).toEqual([]);
    expect((await prizesOf(raffle.id))[2]!.image).toBeNull();
  });

  it('answers 404 in Spanish for an unknown raffle or prize, and only an admin may change it', async () => {
    const raffle = await calls.raffleWithPrizes(PRIZES);
    const image = await png(32, 32);
    const noRaffle = await put(`${prizesAt(999_999)}/1`, image);
    expect(noRaffle.statusCode).toBe(404);
    expect(noRaffle.json()).toMatchObject({ error: 'Rifa no encontrada' });
    const noPrize = await put(`${prizesAt(raffle.id)}/4`, image);
    expect(noPrize.statusCode).toBe(404);
    expect(noPrize.json()).toMatchObject({ error: 'Esa rifa no tiene ese premio' });
    // Not a position at all: the params' validation, with the same words.
    for (const position of ['0', 'x']) {
      const bad = await put(`${prizesAt(raffle.id)}/${position}`, image);
      expect(bad.statusCode, position).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'Esa rifa no tiene ese premio' });
    }
    expect((await remove(`${prizesAt(raffle.id)}/4`)).statusCode).toBe(404);
    expect(await storedFiles()).toEqual([]);

    const buyer = (await buildUser(ctx.database.db, { role: 'user' })).auth;
    expect((await put(`${prizesAt(raffle.id)}/2`, image, buyer)).statusCode).toBe(403);
    expect((await remove(`${prizesAt(raffle.id)}/2`, buyer)).statusCode).toBe(403);
    expect((await put(`${prizesAt(raffle.id)}/2`, image, {})).statusCode).toBe(401);
    expect((await remove(`${prizesAt(raffle.id)}/2`, {})).statusCode).toBe(401);
    expect(await storedFiles()).toEqual([]);
  });

  it('an image follows its prize through form saves and goes with a removed or renamed prize', async () => {
    const raffle = await calls.raffleWithPrizes(PRIZES);
    const tv = (await put(`${prizesAt(raffle.id)}/2`, await png(400, 300))).json<Prize>().image;
    const cash = (await put(`${prizesAt(raffle.id)}/3`, await png(300, 300))).json<Prize>().image;
    const both = await storedFiles();
    expect(both).toHaveLength(6);

    const save = async (prizes: object[]) => {
      const res = await calls.editRaffle(raffle.id, {
        start_number: '0',
        end_number: '999',
        diffusion_channel: 'Instagram',
        prizes: JSON.stringify(prizes),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ prizes: Prize[] }>().prizes;
    };
    // The same prizes again (the form always sends them): nothing moves.
    expect((await save(PRIZES)).map((p) => p.image)).toEqual([null, tv, cash]);
    // A form save without `prizes` keeps the rows as they are.
    const plain = await calls.editRaffle(raffle.id, { start_number: '0', end_number: '999' });
    expect(plain.json<{ prizes: Prize[] }>().prizes.map((p) => p.image)).toEqual([null, tv, cash]);
    // The 2do premio removed: 'Cien dólares' moves up with its picture; the TV's files go.
    const moved = await save([MAIN, CASH, { title: 'Un celular', kind: 'terminal', digits: 1 }]);
    expect(moved.map((p) => [p.title, p.image])).toEqual([
      ['Moto Bera', null],
      ['Cien dólares', cash],
      ['Un celular', null],
    ]);
    expect(await prizesOf(raffle.id)).toEqual(moved);
    const cashFiles = await storedFiles();
    expect(cashFiles).toHaveLength(3);
    expect(both).toEqual(expect.arrayContaining(cashFiles));
    // Renamed: it shows something else now, so its picture goes.
    const renamed = await save([MAIN, { title: 'Doscientos dólares', kind: 'adjacent' }]);
    expect(renamed.map((p) => p.image)).toEqual([null, null]);
    expect(await storedFiles()).toEqual([]);
  });

  it('a fixed list keeps its pictures, still changeable; deleting the raffle deletes them', async () => {
    const raffle = await calls.raffleWithPrizes(PRIZES);
    await put(`${prizesAt(raffle.id)}/1`, await png(200, 100));
    await calls.close(raffle.id);
    // The picture is not part of the published rule: it changes after the list is fixed.
    const after = await put(`${prizesAt(raffle.id)}/3`, await png(100, 100));
    expect(after.statusCode, after.body).toBe(200);
    const draw = await calls.getDraw(raffle.id);
    expect(draw.prizes.map((p) => p.image?.width ?? null)).toEqual([200, null, 100]);
    expect(await storedFiles()).toHaveLength(6);

    const other = await calls.raffleWithPrizes(PRIZES);
    await put(`${prizesAt(other.id)}/2`, await png(120, 90));
    const kept = await storedFiles();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/raffles/${other.id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Only the deleted raffle's prize files went.
    const left = await storedFiles();
    expect(left).toHaveLength(6);
    expect(kept).toEqual(expect.arrayContaining(left));
  });
});
