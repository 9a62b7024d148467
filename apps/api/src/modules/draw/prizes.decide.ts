import { createHash } from 'node:crypto';
import {
  derivedWinners,
  entriesText,
  format,
  formatNumber,
  messages,
  ownResultWinners,
  parseEntries,
  prizeOrdinal,
  type ListEntry,
} from '@rifas/shared';
import type { Executor } from '../../db/client';
import type { PrizeWinner } from '../../db/schema';
import { invalidField } from '../../lib/errors';
import { queueEmail, type ShopIdentity } from '../mail';
import { winnerEmail } from './draw.emails';
import { findSoldEntries, type DrawRow } from './draw.repository';
import { defaultMainPrize, prizeRuleNow, type PrizeRaffle } from './prizes.presenter';
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
  const decided: Decided[] = [{ row: main, winners: stored(outcome.winners) }];
  for (const row of rows) {
    if (row.kind === 'terminal' || row.kind === 'adjacent') {
      const winners = derivedWinners(row, entries, range, outcome.number);
      decided.push({ row, winners: stored(winners) });
    }
  }
  for (const { row, winners } of decided) {
    await updatePrize(tx, row, { winners, drawnAt: now });
  }
  return decided;
}

/** Each winner of each prize decided hears it by e-mail, with the result and their ticket. */
export async function tellWinners(
  tx: Executor,
  input: {
    shop: ShopIdentity;
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
