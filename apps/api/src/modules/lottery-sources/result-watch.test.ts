import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { lotteryFetches, outboxEmails } from '../../db/schema';
import { buildRaffle } from '../../test/raffle-factories';
import { fixture, LOTOVEN_ZULIA, lotovenPage, setUpResultSites } from '../../test/result-sites';
import { BOT_TOKEN, startTelegramServer, type TelegramServer } from '../../test/telegram-server';
import { pollTelegramUpdates } from '../notifications/telegram-updates.service';
import { checkResultWatches } from './result-watch.service';

const CLOSED_AT = new Date('2026-11-27T20:00:00.000Z');
const DRAW_AT = '2026-11-27T23:05:00.000Z'; // Triple Zulia, 7:05 p. m. in Caracas
const minutesAfterDraw = (minutes: number) => new Date(Date.parse(DRAW_AT) + minutes * 60_000);

type Watch = { state: string; result: string | null; detail: string | null };

describe('result watch: the official result fetched, archived and recorded', () => {
  let now = CLOSED_AT;
  // A Telegram loopback, as the admins' alerts reach a linked chat (notifications' alertAdmins).
  let tg: TelegramServer;
  const CHAT = 5151;
  beforeAll(async () => {
    tg = await startTelegramServer();
  });
  afterAll(() => tg.close());
  const setup = setUpResultSites({
    clock: () => now,
    env: () => ({ TELEGRAM_API_ROOT: tg.url }),
  });
  beforeAll(async () => {
    const bot = await setup.ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/telegram',
      headers: setup.admin,
      payload: { bot_token: BOT_TOKEN },
    });
    expect(bot.statusCode).toBe(200);
    const link = await setup.ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/telegram/link',
      headers: setup.admin,
    });
    tg.text(CHAT, `/start ${link.json<{ code: string }>().code}`);
    await pollTelegramUpdates(jobContext(setup.ctx.app), { timeoutSeconds: 0 });
  });
  const telegramTexts = () =>
    tg
      .callsOf('sendMessage')
      .filter((c) => Number(c.params.chat_id) === CHAT)
      .map((c) => String(c.params.text));

  /** A raffle closed at CLOSED_AT whose main prize reads Triple Zulia's 7:05 p. m. from `sources`. */
  async function watched(sources: string[], draw?: string) {
    now = CLOSED_AT;
    const raffle = await buildRaffle(setup.ctx.database.db);
    const close = await setup.ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/draw/close`,
      headers: setup.admin,
    });
    expect(close.statusCode).toBe(200);
    const set = await setup.ctx.app.inject({
      method: 'PUT',
      url: `/api/raffles/${raffle.id}/prizes/1/result-sources`,
      headers: setup.admin,
      payload: { draw_at: DRAW_AT, result_sources: sources, ...(draw ? { draw } : {}) },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      lottery: 'Triple Zulia',
      draw: draw ?? 'A',
      state: 'waiting',
    });
    return raffle.id;
  }
  const turn = async (at: Date) => {
    now = at;
    return checkResultWatches(jobContext(setup.ctx.app));
  };
  const watchOf = async (raffleId: number) => {
    const res = await setup.ctx.app.inject({
      method: 'GET',
      url: `/api/raffles/${raffleId}/result-sources`,
      headers: setup.admin,
    });
    return res.json<Watch[]>()[0]!;
  };
  const drawOf = async (raffleId: number) =>
    (await setup.ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffleId}/draw` })).json<{
      status: string;
      winning_number: number | null;
      lottery: { name: string; result: string } | null;
      result_source: {
        names: string[];
        fetched_at: string;
        archive_url: string;
        sha256: string;
      } | null;
    }>();
  const failedEmails = async () =>
    setup.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'result_failed'));

  it('two sources that agree: recorded as POST /draw/result does, with the archived page', async () => {
    const raffleId = await watched(['tuazar-triple-zulia', 'lotoven-triple-zulia']);
    // Nothing before the draw + 5 minutes.
    expect(await turn(minutesAfterDraw(4))).toBe(0);
    expect(await turn(minutesAfterDraw(5))).toBe(1);

    expect(await watchOf(raffleId)).toMatchObject({ state: 'recorded', result: '052' });
    const draw = await drawOf(raffleId);
    expect(draw).toMatchObject({
      status: 'drawn',
      winning_number: 52,
      lottery: { name: 'Triple Zulia', result: '052' },
      result_source: {
        names: ['TuAzar', 'Lotoven'],
        fetched_at: minutesAfterDraw(5).toISOString(),
      },
    });
    // The archive is the page as read, and its SHA-256 is the one published.
    const archive = await setup.ctx.app.inject({
      method: 'GET',
      url: draw.result_source!.archive_url,
    });
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toMatch(/^text\/plain/);
    expect(archive.body).toBe(fixture('tuazar-resultados.html'));
    const sha = createHash('sha256').update(archive.rawPayload).digest('hex');
    expect(draw.result_source!.sha256).toBe(sha);
    // Each page read is kept with its own SHA-256.
    const fetches = await setup.ctx.database.db
      .select()
      .from(lotteryFetches)
      .where(eq(lotteryFetches.raffleId, raffleId));
    expect(fetches).toHaveLength(2);
    const lotoven = fetches.find((f) => f.sourceId === 'lotoven-triple-zulia')!;
    expect(lotoven.sha256).toBe(createHash('sha256').update(lotovenPage('zulia')).digest('hex'));
    // Recorded once: the next turns find nothing due.
    expect(await turn(minutesAfterDraw(10))).toBe(0);
  });

  it("the prize's draw at that hour: the Triple B read from both sites (ADR 088)", async () => {
    const raffleId = await watched(['tuazar-triple-zulia', 'lotoven-triple-zulia'], 'B');
    await turn(minutesAfterDraw(5));
    expect(await watchOf(raffleId)).toMatchObject({ state: 'recorded', result: '741' });
    expect(await drawOf(raffleId)).toMatchObject({
      winning_number: 41,
      lottery: { name: 'Triple Zulia', result: '741' },
    });
  });

  it('two sources that disagree: nothing recorded, the admins are told to enter it by hand', async () => {
    const raffleId = await watched(['tuazar-triple-zulia', 'lotoven-triple-zulia']);
    const before = (await failedEmails()).length;
    setup.sites.answer(LOTOVEN_ZULIA, {
      body: lotovenPage('zulia').replace(
        '<span class="lot3">052</span>',
        '<span class="lot3">025</span>',
      ),
    });
    await turn(minutesAfterDraw(5));
    const watch = await watchOf(raffleId);
    expect(watch).toMatchObject({ state: 'failed' });
    expect(watch.detail).toBe('Las fuentes no coinciden: TuAzar: 052, Lotoven: 025.');
    expect((await drawOf(raffleId)).status).toBe('fixed');
    const emails = (await failedEmails()).slice(before);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails[0]!.subject).toBe(`Registra a mano el resultado de la rifa N.º ${raffleId}`);
    expect(emails[0]!.text).toContain('Las fuentes no coinciden: TuAzar: 052, Lotoven: 025.');
    // Told by Telegram too, as the automatic close's notices (ADR 088), with where to act.
    const told = telegramTexts().at(-1)!;
    expect(told).toContain(
      `Rifas no pudo tomar el resultado de Triple Zulia del 27 de noviembre de 2026`,
    );
    expect(told).toContain('Las fuentes no coinciden: TuAzar: 052, Lotoven: 025.');
    expect(told).toContain(`/admin/edit-raffle/${raffleId}`);
  });

  it('one source missing: it keeps trying every 5 minutes for 2 hours, then tells the admins', async () => {
    const raffleId = await watched(['tuazar-triple-zulia', 'lotoven-triple-zulia']);
    const before = (await failedEmails()).length;
    setup.sites.answer(LOTOVEN_ZULIA, { status: 403, body: 'Forbidden' });
    for (let minutes = 5; minutes < 120; minutes += 5) {
      expect(await turn(minutesAfterDraw(minutes))).toBe(1);
      expect((await watchOf(raffleId)).state).toBe('waiting');
    }
    expect((await failedEmails()).length).toBe(before);
    await turn(minutesAfterDraw(120)); // the 24th turn
    const watch = await watchOf(raffleId);
    expect(watch.state).toBe('failed');
    expect(watch.detail).toContain('Las fuentes no dieron el resultado en 2 horas.');
    expect(watch.detail).toContain(
      'Lotoven: No se pudo leer el resultado: la página respondió 403',
    );
    expect((await failedEmails()).length).toBeGreaterThan(before);
    expect(telegramTexts().at(-1)).toContain('Las fuentes no dieron el resultado en 2 horas.');
    expect((await drawOf(raffleId)).status).toBe('fixed');
    const fetches = await setup.ctx.database.db
      .select()
      .from(lotteryFetches)
      .where(eq(lotteryFetches.raffleId, raffleId));
    expect(fetches).toHaveLength(48);
  });

  it("the operator's single source: read, then recorded on her confirmation", async () => {
    const raffleId = await watched(['tuazar-triple-zulia']);
    await turn(minutesAfterDraw(5));
    expect(await watchOf(raffleId)).toMatchObject({ state: 'to_confirm', result: '052' });
    expect((await drawOf(raffleId)).status).toBe('fixed');
    const confirm = await setup.ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/prizes/1/result-sources/confirm`,
      headers: setup.admin,
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      status: 'drawn',
      winning_number: 52,
      result_source: { names: ['TuAzar'] },
    });
    const again = await setup.ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/prizes/1/result-sources/confirm`,
      headers: setup.admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('several instances at once read each turn once', async () => {
    const raffleId = await watched(['tuazar-triple-zulia', 'lotoven-triple-zulia']);
    now = minutesAfterDraw(5);
    const counts = await Promise.all([
      checkResultWatches(jobContext(setup.ctx.app)),
      checkResultWatches(jobContext(setup.ctx.app)),
      checkResultWatches(jobContext(setup.ctx.app)),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const fetches = await setup.ctx.database.db
      .select()
      .from(lotteryFetches)
      .where(eq(lotteryFetches.raffleId, raffleId));
    expect(fetches).toHaveLength(2);
    expect((await drawOf(raffleId)).status).toBe('drawn');
  });

  it('refuses sources of another lottery and prizes that already have their result', async () => {
    const raffleId = await watched(['tuazar-triple-zulia']);
    const put = (sources: string[]) =>
      setup.ctx.app.inject({
        method: 'PUT',
        url: `/api/raffles/${raffleId}/prizes/1/result-sources`,
        headers: setup.admin,
        payload: { draw_at: DRAW_AT, result_sources: sources },
      });
    const mixed = await put(['tuazar-triple-zulia', 'tuazar-triple-caracas']);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      issues: [
        {
          path: 'result_sources',
          message: 'La fuente «TuAzar» es de otra lotería (Triple Caracas)',
        },
      ],
    });
    expect((await put(['no-existe'])).statusCode).toBe(400);
    await turn(minutesAfterDraw(5));
    await setup.ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/prizes/1/result-sources/confirm`,
      headers: setup.admin,
    });
    expect((await put(['tuazar-triple-zulia'])).statusCode).toBe(409);
  });
});
