import { createHash } from 'node:crypto';
import {
  decideFollowers,
  entriesText,
  format,
  formatNumber,
  messages,
  numbersWonBefore,
  ownResultWinners,
  parseEntries,
  prizeOrdinal,
  type ListEntry,
  type PrizeState,
} from '@rifas/shared';
import type { Executor } from '../../db/client';
import type { PrizeWinner } from '../../db/schema';
import { conflict, invalidField } from '../../lib/errors';
import { queueEmail, type ShopIdentity } from '../mail';
import { winnerEmail } from './draw.emails';
import { findSoldEntries, type DrawRow } from './draw.repository';
import { defaultMainPrize, prizeRuleNow, setupOf, type PrizeRaffle } from './prizes.presenter';
import {
  findPaymentContacts,
  insertPrizeRows,
  lockPrizes,
  updatePrize,
  type PrizeRow,
} from './prizes.repository';

/** SHA-256 of a list's UTF-8 bytes, lowercase hex: the fingerprint anyone can recompute. */
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const stored = (entries: ListEntry[]): PrizeWinner[] =>
  entries.map((e) => ({ number: e.number, payment_id: e.paymentId, name: e.name }));

/** The raffle's prize rows, locked; a raffle set up without prizes gets its main prize row. */
export async function lockPrizeRows(tx: Executor, raffleId: number): Promise<PrizeRow[]> {
  const rows = await lockPrizes(tx, raffleId);
  if (rows.length > 0) return rows;
  const main = defaultMainPrize(raffleId);
  await insertPrizeRows(tx, [main]);
  return [main];
}

/**
 * Fixes an early bird's own list: the numbers of payments completed and
 * validated before its cut-off, hashed, with its rule made concrete.
 */
export async function fixEarlyList(
  tx: Executor,
  raffle: PrizeRaffle,
  row: PrizeRow,
  now: Date,
  timeZone: string,
): Promise<PrizeRow> {
  const sold = await findSoldEntries(tx, raffle.id, { validatedBefore: row.cutoffAt ?? now });
  const entries = entriesText(sold, raffle.startNumber, raffle.endNumber);
  const fixed = { ...row, entriesCount: sold.length };
  return updatePrize(tx, row, {
    entries,
    fingerprint: sha256(entries),
    entriesCount: sold.length,
    fixedAt: now,
    rule: prizeRuleNow(raffle, fixed, timeZone),
  });
}

/**
 * Closing sales publishes every prize's rule with the list; an early bird not
 * fixed yet is fixed now (its cut-off has passed or the sale is over anyway).
 */
export async function fixPrizeLists(
  tx: Executor,
  raffle: PrizeRaffle,
  now: Date,
  timeZone: string,
): Promise<void> {
  for (const row of await lockPrizeRows(tx, raffle.id)) {
    if (row.kind === 'early_bird') {
      if (!row.fixedAt) await fixEarlyList(tx, raffle, row, now, timeZone);
    } else if (!row.rule) {
      await updatePrize(tx, row, { rule: prizeRuleNow(raffle, row, timeZone) });
    }
  }
}

export type Decided = { row: PrizeRow; winners: PrizeWinner[] };

/** The rows as the shared order rules read them (numbersWonBefore, decideFollowers). */
export const prizeStates = (rows: PrizeRow[]): PrizeState[] =>
  rows.map((row) => ({ ...setupOf(row), position: row.position, winners: row.winners }));

/**
 * The 1er premio's result decides it and the prizes that follow its number
 * (terminal, adjacent), over the raffle's fixed list. An unsold number under
 * 'pasa al siguiente sorteo oficial' refuses the result (nothing is stored),
 * as a result the rule does not count is (ADR 013).
 */
export async function decideMainPrizes(
  tx: Executor,
  raffle: PrizeRaffle,
  draw: DrawRow,
  result: string,
  now: Date,
): Promise<Decided[]> {
  const rows = await lockPrizeRows(tx, raffle.id);
  const range = { start: raffle.startNumber, end: raffle.endNumber };
  const entries = parseEntries(draw.entries);
  const main = rows[0]!;
  const outcome = ownResultWinners(main, entries, range, result);
  if (outcome.kind === 'next-draw') {
    const number = formatNumber(outcome.number, range.start, range.end);
    throw invalidField('result', format(messages.prizes.nextDraw, { number }));
  }
  if (outcome.kind !== 'winners' || outcome.number === null) return [];
  const winners = stored(outcome.winners);
  await updatePrize(tx, main, { winners, drawnAt: now });
  const decided = [{ row: main, winners }];
  const after = rows.map((row) => (row === main ? { ...row, winners } : row));
  return [
    ...decided,
    ...(await decideFollowerRows(tx, after, entries, range, outcome.number, now)),
  ];
}

/**
 * The terminal and adjacent prizes the 1er premio's number decides, in position
 * order (decideFollowers): at once, or, for one that excludes earlier winners while
 * an earlier prize is undecided, when that prize's result is recorded.
 */
export async function decideFollowerRows(
  tx: Executor,
  rows: PrizeRow[],
  entries: ListEntry[],
  range: { start: number; end: number },
  mainNumber: number,
  now: Date,
): Promise<Decided[]> {
  const decided: Decided[] = [];
  for (const [position, entriesWon] of decideFollowers(
    prizeStates(rows),
    entries,
    range,
    mainNumber,
  )) {
    const row = rows.find((r) => r.position === position)!;
    const winners = stored(entriesWon);
    decided.push({ row: await updatePrize(tx, row, { winners, drawnAt: now }), winners });
  }
  return decided;
}

/**
 * The numbers earlier prizes gave, for a prize that excludes them; it waits
 * for every earlier prize's result, so anyone recomputes it from published ones.
 */
export function wonBeforeOrRefuse(rows: PrizeRow[], row: PrizeRow): Set<number> {
  if (!row.excludeWinners) return new Set();
  const won = numbersWonBefore(prizeStates(rows), row.position);
  if (won) return won;
  const first = rows.find((r) => r.position < row.position && r.winners === null)!;
  throw conflict(format(messages.prizes.earlierFirst, { label: prizeOrdinal(first.position) }));
}

/**
 * A terminal or adjacent prize that excludes earlier winners and waited for the
 * prize just recorded is decided now, from the 1er premio's number, and its winners told.
 */
export async function decideWaitingFollowers(
  tx: Executor,
  context: {
    shop: ShopIdentity & { claim: string };
    raffle: PrizeRaffle & { title: string };
    draw: DrawRow | undefined;
    now: Date;
  },
  rows: PrizeRow[],
  saved: PrizeRow,
) {
  const { draw, raffle } = context;
  if (!draw || draw.winningNumber === null || !draw.lotteryName || !draw.lotteryDrawAt) return;
  if (draw.lotteryResult === null) return;
  const after = rows.map((r) => (r.position === saved.position ? saved : r));
  const range = { start: raffle.startNumber, end: raffle.endNumber };
  const entries = parseEntries(draw.entries);
  const decided = await decideFollowerRows(
    tx,
    after,
    entries,
    range,
    draw.winningNumber,
    context.now,
  );
  if (decided.length === 0) return;
  const lottery = {
    name: draw.lotteryName,
    drawAt: draw.lotteryDrawAt,
    result: draw.lotteryResult,
  };
  await tellWinners(tx, { shop: context.shop, raffle, decided, lottery });
}

/** Each winner of each prize decided hears it by e-mail, with the result and their ticket. */
export async function tellWinners(
  tx: Executor,
  input: {
    shop: ShopIdentity & { claim: string };
    raffle: PrizeRaffle & { title: string };
    decided: Decided[];
    lottery: { name: string; drawAt: Date; result: string };
  },
): Promise<void> {
  const ids = [...new Set(input.decided.flatMap((d) => d.winners.map((w) => w.payment_id)))];
  const contacts = new Map((await findPaymentContacts(tx, ids)).map((c) => [c.id, c]));
  for (const { row, winners } of input.decided) {
    for (const winner of winners) {
      const contact = contacts.get(winner.payment_id);
      if (!contact) continue;
      const prize = {
        label: prizeOrdinal(row.position),
        title: row.title ?? input.raffle.productToWin,
        only: row.position === 1 && row.title === null,
      };
      await queueEmail(
        tx,
        await winnerEmail({
          shop: input.shop,
          claim: input.shop.claim,
          raffle: input.raffle,
          winner: contact,
          number: winner.number,
          lottery: input.lottery,
          prize,
        }),
      );
    }
  }
}
