import {
  earlyBirdWinners,
  format,
  formatDateTime,
  formatNumber,
  keptPrizeImages,
  messages,
  ownResultWinners,
  parseEntries,
  prizeRaffleIssues,
  type Draw,
  type DrawResultInput,
  type Prize,
  type PrizeSetupParsed,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { inChangesTransaction } from '../../db/transaction';
import type { Executor } from '../../db/client';
import type { PrizeWinner, StoredGalleryImage } from '../../db/schema';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { shopIdentity } from '../mail';
import { claimText } from '../settings';
import { findDraw, findRaffleForDraw, lockDraw } from './draw.repository';
import { assertResultAllowed, getDraw, recordResult, resultAfter } from './draw.service';
import {
  decideWaitingFollowers,
  fixEarlyList,
  lockPrizeRows,
  tellWinners,
  wonBeforeOrRefuse,
} from './prizes.decide';
import { presentPrizes, setupOf, type PrizeRaffle } from './prizes.presenter';
import { findPrizes, replacePrizeRows, updatePrize, type PrizeRow } from './prizes.repository';

const m = messages.prizes;

/** The prizes of a raffle as GET /raffles/:id shows them (the caller checked it may be seen). */
export async function prizesOf(ctx: ServiceContext, raffle: PrizeRaffle): Promise<Prize[]> {
  const [draw, rows] = await Promise.all([
    findDraw(ctx.db, raffle.id),
    findPrizes(ctx.db, raffle.id),
  ]);
  return presentPrizes(raffle, draw, rows, ctx.config.businessTz);
}

const sameSetup = (row: PrizeRow, prize: PrizeSetupParsed) =>
  row.title === prize.title &&
  row.kind === prize.kind &&
  row.digits === prize.digits &&
  row.lotteryName === prize.lottery_name &&
  (row.cutoffAt?.toISOString() ?? null) === prize.cutoff_at &&
  row.unsold === prize.unsold &&
  row.excludeWinners === prize.exclude_winners;

/**
 * The raffle form's `prizes` (inside its transaction): they replace the
 * raffle's until a list is fixed; from then on the published rules stay, and
 * sending them unchanged is no change. Absent, the prizes are kept, and must still fit
 * the raffle's new range and date (the form's schema checked the ones it was sent).
 * Each picture follows its prize's title (keptPrizeImages, ADR 055); the answer
 * is the pictures no prize keeps, whose files the caller deletes after the commit.
 */
export async function savePrizes(
  tx: Executor,
  raffle: { id: number; start: number; end: number; drawDate: string | Date },
  prizes: PrizeSetupParsed[] | undefined,
): Promise<StoredGalleryImage[]> {
  const raffleId = raffle.id;
  const rows = await findPrizes(tx, raffleId);
  if (!prizes) {
    const kept = rows.map((row) => ({
      digits: row.digits,
      cutoff_at: row.cutoffAt?.toISOString() ?? null,
    }));
    const [issue] = prizeRaffleIssues(kept, raffle);
    if (issue)
      throw invalidField(issue.field === 'digits' ? 'end_number' : 'draw_date', issue.message);
    return [];
  }
  const fixed = rows.some((row) => row.fixedAt || row.rule) || (await findDraw(tx, raffleId));
  if (fixed) {
    const same =
      rows.length === prizes.length && rows.every((row, i) => sameSetup(row, prizes[i]!));
    if (!same) throw conflict(m.fixedNoChange);
    return [];
  }
  const kept = keptPrizeImages(rows, prizes);
  const imageAt = (position: number | null | undefined) =>
    rows.find((row) => row.position === position)?.image ?? null;
  await replacePrizeRows(
    tx,
    raffleId,
    prizes.map((prize, index) => ({
      raffleId,
      position: index + 1,
      title: prize.title,
      kind: prize.kind,
      digits: prize.digits,
      lotteryName: prize.lottery_name,
      cutoffAt: prize.cutoff_at ? new Date(prize.cutoff_at) : null,
      unsold: prize.unsold,
      excludeWinners: prize.exclude_winners,
      image: imageAt(kept[index]),
    })),
  );
  return rows.flatMap((row) => (row.image && !kept.includes(row.position) ? [row.image] : []));
}

/** The pictures of a raffle's prizes, read before the raffle is deleted (its rows cascade). */
export async function prizeImagesOf(tx: Executor, raffleId: number): Promise<StoredGalleryImage[]> {
  const rows = await findPrizes(tx, raffleId);
  return rows.flatMap((row) => (row.image ? [row.image] : []));
}

async function prizeFor(tx: Executor, raffleId: number, position: number) {
  const raffle = await findRaffleForDraw(tx, raffleId, true);
  if (!raffle) throw notFound(messages.raffles.notFound);
  const rows = await lockPrizeRows(tx, raffle.id);
  const row = rows.find((r) => r.position === position);
  if (!row) throw notFound(m.notFound);
  return { raffle, row, rows };
}

/** POST /raffles/:id/prizes/:position/close: an early bird's list is fixed once its cut-off passed. */
export async function fixEarlyBird(
  ctx: ServiceContext,
  input: { raffleId: number; position: number },
): Promise<Draw> {
  await inChangesTransaction(ctx, async (tx) => {
    const { raffle, row } = await prizeFor(tx.db, input.raffleId, input.position);
    if (row.kind !== 'early_bird') throw conflict(m.notEarlyBird);
    if (row.fixedAt) throw conflict(messages.draw.alreadyFixed);
    if (row.cutoffAt && ctx.now < row.cutoffAt) {
      const cutoff = formatDateTime(row.cutoffAt, ctx.config.businessTz);
      throw conflict(format(m.beforeCutoff, { cutoff }));
    }
    const fixed = await fixEarlyList(tx.db, raffle, row, ctx.now, ctx.config.businessTz);
    await recordAudit(tx.db, {
      actor: ctx.actor,
      action: 'draw.close_prize',
      entity: 'raffle',
      entityId: raffle.id,
      details: {
        position: row.position,
        fingerprint: fixed.fingerprint,
        entries_count: fixed.entriesCount,
      },
    });
  });
  return getDraw(ctx, { raffleId: input.raffleId });
}

/** GET /raffles/:id/prizes/:position/entries: the bytes that prize's fingerprint is of. */
export async function getPrizeEntries(
  ctx: ServiceContext,
  input: { raffleId: number; position: number },
): Promise<string> {
  const draw = await getDraw(ctx, { raffleId: input.raffleId });
  const prize = draw.prizes.find((p) => p.position === input.position);
  if (!prize) throw notFound(m.notFound);
  if (prize.kind !== 'early_bird') {
    const row = await findDraw(ctx.db, input.raffleId);
    if (!row) throw notFound(messages.draw.notPublished);
    return row.entries;
  }
  const rows = await findPrizes(ctx.db, input.raffleId);
  const entries = rows.find((r) => r.position === input.position)?.entries;
  if (entries === null || entries === undefined) throw notFound(messages.draw.notPublished);
  return entries;
}

/**
 * POST /raffles/:id/prizes/:position/result. Position 1 is the main prize (the
 * same as POST /draw/result); official and early-bird prizes take their own
 * result, newer than their list; terminal and adjacent follow the 1er premio.
 */
export async function recordPrizeResult(
  ctx: ServiceContext,
  input: { raffleId: number; position: number; result: DrawResultInput },
): Promise<Draw> {
  if (input.position === 1) return recordResult(ctx, input);
  const shop = { ...(await shopIdentity(ctx)), claim: await claimText(ctx) };
  await inChangesTransaction(ctx, async (tx) => {
    const { raffle, row, rows } = await prizeFor(tx.db, input.raffleId, input.position);
    if (row.kind === 'terminal' || row.kind === 'adjacent') throw conflict(m.followsMain);
    if (row.winners !== null) throw conflict(m.alreadyDrawn);
    const wonBefore = wonBeforeOrRefuse(rows, row);
    const draw = await lockDraw(tx.db, raffle.id);
    const own = row.kind === 'early_bird';
    const fixedAt = own ? row.fixedAt : draw?.fixedAt;
    const entriesText = own ? row.entries : draw?.entries;
    if (!fixedAt || entriesText === null || entriesText === undefined) {
      throw conflict(own ? m.notFixed : messages.draw.notFixed);
    }
    assertResultAllowed(ctx, { lottery: row.lotteryName, result: input.result });
    const lotteryName = input.result.lottery_name.trim();
    const drawAt = new Date(input.result.draw_at);
    const earliest = resultAfter({ fixedAt });
    if (drawAt < earliest) {
      const when = (date: Date) => formatDateTime(date, ctx.config.businessTz);
      const reason = format(messages.draw.resultBeforeList, {
        drawAt: when(drawAt),
        fixedAt: when(fixedAt),
        earliest: when(earliest),
      });
      throw invalidField('draw_at', reason);
    }
    const result = input.result.result.trim();
    const entries = parseEntries(entriesText);
    const range = { start: raffle.startNumber, end: raffle.endNumber };
    const outcome = own
      ? earlyBirdWinners(entries, result)
      : ownResultWinners(setupOf(row), entries, range, result, wonBefore);
    if (outcome.kind === 'too-short') {
      throw invalidField(
        'result',
        format(messages.draw.resultTooShort, { digits: outcome.digits }),
      );
    }
    if (outcome.kind === 'not-valid') {
      throw invalidField('result', format(messages.draw.resultNotValid, { used: outcome.used }));
    }
    if (outcome.kind === 'next-draw') {
      const number = formatNumber(outcome.number, range.start, range.end);
      throw invalidField('result', format(m.nextDraw, { number }));
    }
    const winners: PrizeWinner[] = outcome.winners.map((e) => ({
      number: e.number,
      payment_id: e.paymentId,
      name: e.name,
    }));
    const saved = await updatePrize(tx.db, row, {
      resultLottery: lotteryName,
      resultDrawAt: drawAt,
      result,
      winningNumber: outcome.number,
      winners,
      drawnAt: ctx.now,
    });
    await recordAudit(tx.db, {
      actor: ctx.actor,
      action: 'draw.prize_result',
      entity: 'raffle',
      entityId: raffle.id,
      details: {
        position: row.position,
        lottery_name: lotteryName,
        lottery_draw_at: drawAt.toISOString(),
        result,
        winning_number: outcome.number,
        winners: winners.map((w) => w.number),
      },
    });
    const lottery = { name: lotteryName, drawAt, result };
    await tellWinners(tx.db, { shop, raffle, decided: [{ row: saved, winners }], lottery });
    await decideWaitingFollowers(tx.db, { shop, raffle, draw, now: ctx.now }, rows, saved);
  });
  return getDraw(ctx, { raffleId: input.raffleId });
}
