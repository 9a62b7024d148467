import { format, messages, type Draw } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { WatchSource } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { getDraw, recordPrizeResult } from '../draw';
import { alertAdmins } from '../notifications';
import { resultFailedAlert } from './result-watch.alert';
import { readSource, type Reading } from './lottery-sources.read';
import { resolveSources } from './lottery-sources.service';
import {
  claimDueWatches,
  findWatch,
  insertFetches,
  settleWatch,
  type WatchRow,
} from './lottery-sources.repository';

const m = messages.lotterySources;

/** Every 5 minutes for 2 hours from the first turn (draw + 5 min): 24 turns. */
export const CHECK_EVERY_MS = 5 * 60_000;
export const MAX_CHECKS = 24;
const CLAIM_LIMIT = 20;

type Read = Extract<Reading, { ok: true }>;

const sourceOf = (readings: Read[]): WatchSource => ({
  names: readings.map((r) => r.source.name),
  fetched_at: readings[0]!.fetchedAt.toISOString(),
  archive_key: readings[0]!.archive!.key,
  sha256: readings[0]!.archive!.sha256,
});

async function tellAdmins(ctx: ServiceContext, watch: WatchRow, detail: string): Promise<void> {
  const alert = resultFailedAlert({
    raffleId: watch.raffleId,
    position: watch.position,
    lottery: watch.lottery,
    drawAt: watch.drawAt,
    detail,
    timeZone: ctx.config.businessTz,
  });
  await alertAdmins(ctx, alert);
}

async function fail(ctx: ServiceContext, watch: WatchRow, detail: string): Promise<void> {
  await settleWatch(ctx.db, watch, { state: 'failed', detail }, ctx.now);
  await tellAdmins(ctx, watch, detail);
}

/** Records through the draw's own path (POST /draw/result's rules, refusals and e-mails). */
async function record(
  ctx: ServiceContext,
  watch: WatchRow,
  result: string,
  source: WatchSource,
): Promise<void> {
  try {
    await recordPrizeResult(ctx, {
      raffleId: watch.raffleId,
      position: watch.position,
      result: { lottery_name: watch.lottery, draw_at: watch.drawAt.toISOString(), result },
    });
    await settleWatch(ctx.db, watch, { state: 'recorded', result, detail: null, source }, ctx.now);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // The draw refused it (a result by hand came first, a rule said no): the admins decide.
    await fail(ctx, watch, err.message);
  }
}

/** One turn of one prize: read every source, keep each page, then decide. */
async function checkWatch(ctx: ServiceContext, watch: WatchRow): Promise<void> {
  const sources = await resolveSources(ctx, watch.sourceIds);
  const readings = await Promise.all(
    sources.map((s) => readSource(ctx, s, watch.drawAt, watch.draw, { archive: true })),
  );
  await insertFetches(
    ctx.db,
    readings.map((r) => ({
      raffleId: watch.raffleId,
      position: watch.position,
      sourceId: r.source.id,
      fetchedAt: r.fetchedAt,
      result: r.ok ? r.result : null,
      failure: r.ok ? null : r.failure,
      archiveKey: r.archive?.key ?? null,
      sha256: r.archive?.sha256 ?? null,
    })),
  );
  const read = readings.filter((r): r is Read => r.ok);
  const results = [...new Set(read.map((r) => r.result))];
  if (results.length > 1) {
    const readingsText = read.map((r) => `${r.source.name}: ${r.result}`).join(', ');
    await fail(ctx, watch, format(m.failedDisagree, { readings: readingsText }));
    return;
  }
  if (read.length >= 2) {
    await record(ctx, watch, results[0]!, sourceOf(read));
    return;
  }
  if (sources.length === 1 && read.length === 1) {
    // The operator's single source: she confirms what it says before it counts.
    await settleWatch(
      ctx.db,
      watch,
      { state: 'to_confirm', result: results[0]!, source: sourceOf(read) },
      ctx.now,
    );
    return;
  }
  if (watch.checks >= MAX_CHECKS) {
    const why = readings
      .filter((r) => !r.ok)
      .map((r) => `${r.source.name}: ${r.ok ? '' : r.failure}`);
    await fail(ctx, watch, [m.failedSilent, ...why].join(' '));
  }
}

/**
 * The background job (every minute): the prizes due for a turn, claimed so
 * that several instances never read the same turn twice (ADR 083).
 */
export async function checkResultWatches(ctx: ServiceContext): Promise<number> {
  const due = await claimDueWatches(ctx.db, ctx.now, CHECK_EVERY_MS, CLAIM_LIMIT);
  for (const watch of due) {
    try {
      await checkWatch(ctx, watch);
    } catch (err) {
      ctx.log.error(
        { err, raffleId: watch.raffleId, position: watch.position },
        'result watch failed',
      );
    }
  }
  return due.length;
}

/** POST /raffles/:id/prizes/:position/result-sources/confirm: the single source's result, confirmed. */
export async function confirmResult(
  ctx: ServiceContext,
  input: { raffleId: number; position: number },
): Promise<Draw> {
  const watch = await findWatch(ctx.db, input);
  if (!watch) throw notFound(m.prizeNotWatched);
  if (watch.state !== 'to_confirm' || !watch.result || !watch.source) {
    throw conflict(m.nothingToConfirm);
  }
  await recordPrizeResult(ctx, {
    raffleId: watch.raffleId,
    position: watch.position,
    result: {
      lottery_name: watch.lottery,
      draw_at: watch.drawAt.toISOString(),
      result: watch.result,
    },
  });
  await settleWatch(ctx.db, watch, { state: 'recorded' }, ctx.now);
  // Read again: the source line shows once the watch is marked recorded.
  return getDraw(ctx, { raffleId: watch.raffleId });
}
