import {
  describeDrawRule,
  drawRule,
  entriesText,
  format,
  formatDateTime,
  FUTURE_RESULT_MARGIN_MS,
  messages,
  plural,
  RESULT_MARGIN_MS,
  winningNumber,
  type Draw,
  type DrawResultInput,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { inChangesTransaction } from '../../db/transaction';
import type { Executor } from '../../db/client';
import type { WatchSource } from '../../db/schema';
import { publicUrlPath } from '../../lib/storage';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { shopIdentity } from '../mail';
import { claimText } from '../settings';
import { bumpNumbersVersion } from '../numbers';
import { decideMainPrizes, fixPrizeLists, sha256, tellWinners } from './prizes.decide';
import { entriesPath, presentPrizes } from './prizes.presenter';
import { findPrizes, type PrizeRow } from './prizes.repository';
import {
  completeRaffle,
  countPendingPayments,
  deleteUnpaidHolds,
  findDraw,
  findRaffleForDraw,
  findResultSource,
  findSoldEntries,
  hasFixedEntries,
  insertDraw,
  lockDraw,
  saveDrawResult,
  type DrawRow,
} from './draw.repository';

const m = messages.draw;

const isAdmin = (ctx: ServiceContext) => ctx.actor?.role === 'admin';

/** Drafts are hidden from everyone but admins (docs/domain.md): a 404 like a missing raffle. */
async function visibleRaffle(ctx: ServiceContext, raffleId: number) {
  const raffle = await findRaffleForDraw(ctx.db, raffleId);
  if (!raffle || (raffle.status === 'pending' && !isAdmin(ctx))) {
    throw notFound(messages.raffles.notFound);
  }
  return raffle;
}

type DrawRaffle = { id: number; startNumber: number; endNumber: number; productToWin: string };

function presentDraw(
  ctx: ServiceContext,
  raffle: DrawRaffle,
  draw: DrawRow | undefined,
  prizeRows: PrizeRow[],
  source: WatchSource | null = null,
): Draw {
  const prizes = presentPrizes(raffle, draw, prizeRows, ctx.config.businessTz);
  if (!draw) {
    return {
      status: 'open',
      algorithm: 'sha256',
      fingerprint: null,
      fixed_at: null,
      result_after: null,
      entries_count: null,
      entries_url: null,
      // The rule as it would be fixed today; the range may still change until then.
      rule: describeDrawRule(drawRule(raffle.startNumber, raffle.endNumber)),
      lottery: null,
      winning_number: null,
      prizes,
      result_source: null,
    };
  }
  const drawn = draw.lotteryResult !== null && draw.lotteryName !== null && draw.lotteryDrawAt;
  return {
    status: drawn ? 'drawn' : 'fixed',
    algorithm: 'sha256',
    fingerprint: draw.fingerprint,
    fixed_at: draw.fixedAt.toISOString(),
    result_after: resultAfter(draw).toISOString(),
    entries_count: draw.entriesCount,
    entries_url: entriesPath(raffle.id),
    rule: draw.rule,
    lottery: drawn
      ? {
          name: draw.lotteryName!,
          draw_at: draw.lotteryDrawAt!.toISOString(),
          result: draw.lotteryResult!,
        }
      : null,
    winning_number: drawn ? draw.winningNumber : null,
    prizes,
    result_source: drawn ? presentSource(source) : null,
  };
}

/** Where a fetched main result came from (issue 44): the archived page and its SHA-256. */
function presentSource(source: WatchSource | null): Draw['result_source'] {
  const archiveUrl = source ? publicUrlPath(source.archive_key) : null;
  if (!source || !archiveUrl) return null;
  return {
    names: source.names,
    fetched_at: source.fetched_at,
    archive_url: archiveUrl,
    sha256: source.sha256,
  };
}

/** The earliest lottery draw whose result counts (docs/domain.md, ADR 034). */
export const resultAfter = (draw: Pick<DrawRow, 'fixedAt'>) =>
  new Date(draw.fixedAt.getTime() + RESULT_MARGIN_MS);

/**
 * The rule every official result passes before it is recorded, typed by the
 * admin or fetched from a lottery's site (issue 44): the draw has happened
 * (at most FUTURE_RESULT_MARGIN_MS ahead of the server's clock), and it is of
 * the lottery the prize's published rule names, when it names one. Both
 * record paths (recordResult, recordPrizeResult) call it, so anything that
 * records through them is held to it.
 */
export function assertResultAllowed(
  ctx: Pick<ServiceContext, 'now'>,
  input: { lottery: string | null; result: Pick<DrawResultInput, 'lottery_name' | 'draw_at'> },
): void {
  const drawAt = new Date(input.result.draw_at);
  if (drawAt.getTime() > ctx.now.getTime() + FUTURE_RESULT_MARGIN_MS) {
    throw invalidField('draw_at', m.resultFuture);
  }
  const given = input.result.lottery_name.trim().toLocaleLowerCase('es');
  if (input.lottery && input.lottery.trim().toLocaleLowerCase('es') !== given) {
    const reason = format(messages.prizes.otherLottery, { lottery: input.lottery });
    throw invalidField('lottery_name', reason);
  }
}

/** GET /raffles/:id/draw: public, what anyone needs to check the draw. */
export async function getDraw(ctx: ServiceContext, input: { raffleId: number }): Promise<Draw> {
  const raffle = await visibleRaffle(ctx, input.raffleId);
  const [draw, prizes, source] = await Promise.all([
    findDraw(ctx.db, raffle.id),
    findPrizes(ctx.db, raffle.id),
    findResultSource(ctx.db, raffle.id),
  ]);
  return presentDraw(ctx, raffle, draw, prizes, source);
}

/** GET /raffles/:id/draw/entries: exactly the bytes that were hashed. */
export async function getDrawEntries(
  ctx: ServiceContext,
  input: { raffleId: number },
): Promise<string> {
  const raffle = await visibleRaffle(ctx, input.raffleId);
  const draw = await findDraw(ctx.db, raffle.id);
  if (!draw) throw notFound(m.notPublished);
  return draw.entries;
}

/**
 * Closes sales and fixes the entries (docs/domain.md). The raffle row is locked
 * FOR UPDATE first: every write to its numbers or payments waits in the
 * database trigger until this commits, then finds the entries fixed (RF001).
 */
export async function closeSales(ctx: ServiceContext, input: { raffleId: number }): Promise<Draw> {
  return inChangesTransaction(ctx, async (tx) => {
    const raffle = await findRaffleForDraw(tx.db, input.raffleId, true);
    if (!raffle) throw notFound(messages.raffles.notFound);
    if (await findDraw(tx.db, raffle.id)) throw conflict(m.alreadyFixed);
    if (raffle.winningNumber !== null) throw conflict(m.hasWinner);
    const pending = await countPendingPayments(tx.db, raffle.id);
    if (pending > 0) {
      const payments = plural(pending, 'pago pendiente', 'pagos pendientes');
      throw conflict(format(m.pendingPayments, { payments }), { pending_count: pending });
    }
    const freedHolds = await deleteUnpaidHolds(tx.db, raffle.id);
    const sold = await findSoldEntries(tx.db, raffle.id);
    const entries = entriesText(sold, raffle.startNumber, raffle.endNumber);
    const draw = await insertDraw(tx.db, {
      raffleId: raffle.id,
      entries,
      fingerprint: sha256(entries),
      entriesCount: sold.length,
      rule: describeDrawRule(drawRule(raffle.startNumber, raffle.endNumber)),
      startNumber: raffle.startNumber,
      endNumber: raffle.endNumber,
      fixedAt: ctx.now,
      fixedBy: ctx.actor?.id ?? null,
    });
    await recordAudit(tx.db, {
      actor: ctx.actor,
      action: 'draw.close',
      entity: 'raffle',
      entityId: raffle.id,
      details: {
        fingerprint: draw.fingerprint,
        entries_count: draw.entriesCount,
        freed_holds: freedHolds,
      },
    });
    // Every prize's rule is published with the list; an early bird still open is fixed too.
    await fixPrizeLists(tx.db, raffle, ctx.now, ctx.config.businessTz);
    // Open pickers hear that the holds went and nothing is for sale any more.
    await bumpNumbersVersion(tx, raffle.id);
    return presentDraw(ctx, raffle, draw, await findPrizes(tx.db, raffle.id));
  });
}

/**
 * Records the 1er premio's official result; the published rule gives the
 * winning number, which the raffle takes as the form would, and the raffle is
 * completed. That number also decides the terminal and adjacent prizes; every
 * winner gets an e-mail (ADR 054).
 */
export async function recordResult(
  ctx: ServiceContext,
  input: { raffleId: number; result: DrawResultInput },
): Promise<Draw> {
  // Read before the transaction: on the embedded database a read outside it would wait.
  const shop = { ...(await shopIdentity(ctx)), claim: await claimText(ctx) };
  return inChangesTransaction(ctx, async (tx) => {
    const raffle = await findRaffleForDraw(tx.db, input.raffleId, true);
    if (!raffle) throw notFound(messages.raffles.notFound);
    const draw = await lockDraw(tx.db, raffle.id);
    if (!draw) throw conflict(m.notFixed);
    if (draw.lotteryResult !== null) throw conflict(m.alreadyDrawn);
    const [main] = await findPrizes(tx.db, raffle.id);
    assertResultAllowed(ctx, { lottery: main?.lotteryName ?? null, result: input.result });
    const drawAt = new Date(input.result.draw_at);
    if (drawAt < resultAfter(draw)) {
      const when = (date: Date) => formatDateTime(date, ctx.config.businessTz);
      const reason = format(m.resultBeforeList, {
        drawAt: when(drawAt),
        fixedAt: when(draw.fixedAt),
        earliest: when(resultAfter(draw)),
      });
      throw invalidField('draw_at', reason);
    }
    const result = input.result.result.trim();
    const outcome = winningNumber(drawRule(draw.startNumber, draw.endNumber), result);
    if (outcome.kind === 'too-short') {
      throw invalidField('result', format(m.resultTooShort, { digits: outcome.digits }));
    }
    if (outcome.kind === 'not-valid') {
      throw invalidField('result', format(m.resultNotValid, { used: outcome.used }));
    }
    // The prizes it decides, by the published unsold policy (this may refuse the result).
    const decided = await decideMainPrizes(tx.db, raffle, draw, result, ctx.now);
    const saved = await saveDrawResult(tx.db, raffle.id, {
      lotteryName: input.result.lottery_name.trim(),
      lotteryDrawAt: drawAt,
      lotteryResult: result,
      winningNumber: outcome.number,
      drawnAt: ctx.now,
    });
    await completeRaffle(tx.db, raffle.id, {
      winningNumber: outcome.number,
      drawDate: drawAt,
      now: ctx.now,
    });
    await recordAudit(tx.db, {
      actor: ctx.actor,
      action: 'draw.result',
      entity: 'raffle',
      entityId: raffle.id,
      details: {
        lottery_name: saved.lotteryName,
        lottery_draw_at: saved.lotteryDrawAt?.toISOString() ?? null,
        result,
        winning_number: outcome.number,
        advertised_draw_date: raffle.drawDate.toISOString(),
      },
    });
    const lottery = { name: saved.lotteryName!, drawAt, result };
    await tellWinners(tx.db, { shop, raffle, decided, lottery });
    await bumpNumbersVersion(tx, raffle.id);
    return presentDraw(ctx, raffle, saved, await findPrizes(tx.db, raffle.id));
  });
}

/**
 * 409 once the entries are fixed, for actions that would find nothing to
 * write after closing (reviewing or releasing): the triggers guard every real
 * write; this gives those actions the same answer.
 */
export async function assertEntriesOpen(db: Executor, raffleId: number): Promise<void> {
  if (await hasFixedEntries(db, raffleId)) throw conflict(m.entriesFixed);
}
