import {
  format,
  messages,
  type LotterySource,
  type LotterySourceInput,
  type LotteryDraw,
  type LotterySourceTest,
  type PrizeResultSourcesInput,
  type PrizeResultWatch,
} from '@rifas/shared';
import { signedIn, type ServiceContext } from '../../context';
import { badRequest, conflict, invalidField, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { getDraw } from '../draw';
import { PRESETS } from './lottery-sources.presets';
import { readSource, type ResolvedSource } from './lottery-sources.read';
import {
  findOwnSources,
  findOwnSourcesById,
  findWatches,
  insertSource,
  upsertWatch,
  type SourceRow,
  type WatchRow,
} from './lottery-sources.repository';

const m = messages.lotterySources;

const ownId = (row: SourceRow) => String(row.id);

function presentOwn(row: SourceRow): LotterySource {
  return {
    id: ownId(row),
    name: row.name,
    lottery: row.lottery,
    url: row.url,
    selector: row.selector,
    pattern: row.pattern,
    date_format: row.dateFormat,
    preset: false,
  };
}

const resolveOwn = (row: SourceRow): ResolvedSource => ({
  id: ownId(row),
  name: row.name,
  lottery: row.lottery,
  url: row.url,
  rule: {
    kind: 'custom',
    custom: { selector: row.selector, pattern: row.pattern, dateFormat: row.dateFormat },
  },
});

/** GET /lottery-sources: the presets, then the shop's own. */
export async function listSources(ctx: ServiceContext): Promise<LotterySource[]> {
  const own = await findOwnSources(ctx.db);
  return [
    ...PRESETS.map((p) => ({
      id: p.id,
      name: p.name,
      lottery: p.lottery,
      url: p.url,
      selector: null,
      pattern: null,
      date_format: null,
      preset: true,
    })),
    ...own.map(presentOwn),
  ];
}

/** Sources by id, in the order asked; an unknown id is a 400 under `result_sources`. */
export async function resolveSources(
  ctx: Pick<ServiceContext, 'db'>,
  ids: string[],
): Promise<ResolvedSource[]> {
  const numeric = ids.filter((id) => /^\d+$/.test(id)).map(Number);
  const own = await findOwnSourcesById(ctx.db, numeric);
  return ids.map((id) => {
    const preset = PRESETS.find((p) => p.id === id);
    if (preset) {
      const { layout, ...rest } = preset;
      return { ...rest, rule: { kind: 'preset', layout } };
    }
    const row = own.find((r) => ownId(r) === id);
    if (!row) throw invalidField('result_sources', m.notFound);
    return resolveOwn(row);
  });
}

/** POST /lottery-sources: the shop's own source. */
export async function createSource(
  ctx: ServiceContext,
  input: LotterySourceInput,
): Promise<LotterySource> {
  const actor = signedIn(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await insertSource(tx, {
      name: input.name.trim(),
      lottery: input.lottery.trim(),
      url: input.url.trim(),
      selector: input.selector?.trim() || null,
      pattern: input.pattern?.trim() || null,
      dateFormat: input.date_format?.trim() || null,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'lottery_source.create',
      entity: 'lottery_source',
      entityId: row.id,
      details: { name: row.name, lottery: row.lottery, url: row.url },
    });
    return presentOwn(row);
  });
}

/** POST /lottery-sources/:id/test: reads the source now, nothing kept; 400 with why it could not. */
export async function testSource(
  ctx: ServiceContext,
  input: { id: string; draw_at: string; draw: LotteryDraw },
): Promise<LotterySourceTest> {
  const [source] = await resolveSources(ctx, [input.id]).catch(() => {
    throw notFound(m.notFound);
  });
  const drawAt = new Date(input.draw_at);
  const reading = await readSource(ctx, source!, drawAt, input.draw, { archive: false });
  if (!reading.ok) throw badRequest(reading.failure);
  return {
    result: reading.result,
    draw_at: drawAt.toISOString(),
    fetched_at: reading.fetchedAt.toISOString(),
  };
}

const sameLottery = (a: string, b: string) =>
  a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

export function presentWatch(row: WatchRow): PrizeResultWatch {
  return {
    position: row.position,
    lottery: row.lottery,
    draw_at: row.drawAt.toISOString(),
    draw: row.draw,
    result_sources: row.sourceIds,
    state: row.state,
    result: row.result,
    detail: row.detail,
  };
}

/** GET /raffles/:id/result-sources: each prize's sources and where its reading stands. */
export async function listWatches(
  ctx: ServiceContext,
  input: { raffleId: number },
): Promise<PrizeResultWatch[]> {
  await getDraw(ctx, { raffleId: input.raffleId }); // 404 for a raffle that does not exist
  return (await findWatches(ctx.db, input.raffleId)).map(presentWatch);
}

/**
 * PUT /raffles/:id/prizes/:position/result-sources: the prize's lottery draw
 * and the sources to read it from. Only a prize that takes an official result
 * (the main one, official, early bird) and has none yet; every source must be
 * of the prize's lottery (the main prize without one takes its sources').
 */
export async function setPrizeSources(
  ctx: ServiceContext,
  input: PrizeResultSourcesInput & { raffleId: number; position: number },
): Promise<PrizeResultWatch> {
  const draw = await getDraw(ctx, { raffleId: input.raffleId });
  const prize = draw.prizes.find((p) => p.position === input.position);
  if (!prize) throw notFound(messages.prizes.notFound);
  if (prize.kind === 'terminal' || prize.kind === 'adjacent')
    throw conflict(messages.prizes.followsMain);
  if (prize.status === 'drawn') throw conflict(m.prizeAlreadyDrawn);
  const sources = await resolveSources(ctx, [...new Set(input.result_sources)]);
  const lottery = prize.lottery_name ?? sources[0]!.lottery;
  const other = sources.find((s) => !sameLottery(s.lottery, lottery));
  if (other) {
    throw invalidField(
      'result_sources',
      format(m.prizeSourceOtherLottery, { name: other.name, lottery: other.lottery }),
    );
  }
  const drawAt = new Date(input.draw_at);
  return ctx.db.transaction(async (tx) => {
    const row = await upsertWatch(
      tx,
      {
        raffleId: input.raffleId,
        position: input.position,
        lottery,
        drawAt,
        draw: input.draw ?? 'A',
        sourceIds: sources.map((s) => s.id),
        // The first turn 5 minutes after the draw (RESULT_FIRST_CHECK_MINUTES): the sites publish within minutes.
        nextCheckAt: new Date(drawAt.getTime() + ctx.config.resultFirstCheckMs),
      },
      ctx.now,
    );
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'draw.result_sources',
      entity: 'raffle',
      entityId: input.raffleId,
      details: {
        position: input.position,
        lottery,
        draw_at: drawAt.toISOString(),
        draw: row.draw,
        sources: row.sourceIds,
      },
    });
    return presentWatch(row);
  });
}
