import {
  describePrizeRule,
  formatDateTime,
  prizeOrdinal,
  RESULT_MARGIN_MS,
  type Prize,
  type PrizeSetup,
} from '@rifas/shared';
import { presentPicture } from '../../lib/pictures';
import type { DrawRow } from './draw.repository';
import type { PrizeRow } from './prizes.repository';

export type PrizeRaffle = {
  id: number;
  startNumber: number;
  endNumber: number;
  productToWin: string;
};

/** Where each list's exact bytes are served: the raffle's, or the early bird's own. */
export const entriesPath = (raffleId: number) => `/api/raffles/${raffleId}/draw/entries`;
export const prizeEntriesPath = (raffleId: number, position: number) =>
  `/api/raffles/${raffleId}/prizes/${position}/entries`;

/** A raffle set up without prizes has one: the main prize, the raffle's product. */
export function defaultMainPrize(raffleId: number): PrizeRow {
  return {
    raffleId,
    position: 1,
    title: null,
    kind: 'main',
    digits: null,
    lotteryName: null,
    cutoffAt: null,
    unsold: 'void',
    excludeWinners: false,
    rule: null,
    entries: null,
    fingerprint: null,
    entriesCount: null,
    fixedAt: null,
    resultLottery: null,
    resultDrawAt: null,
    result: null,
    winningNumber: null,
    winners: null,
    drawnAt: null,
    image: null,
  };
}

export const setupOf = (row: PrizeRow): PrizeSetup => ({
  kind: row.kind,
  digits: row.digits,
  lottery_name: row.lotteryName,
  cutoff_at: row.cutoffAt?.toISOString() ?? null,
  unsold: row.unsold,
  exclude_winners: row.excludeWinners,
});

/** The rule in words as it would be fixed now (the early bird's with its list size once fixed). */
export function prizeRuleNow(raffle: PrizeRaffle, row: PrizeRow, timeZone: string): string {
  return describePrizeRule(
    setupOf(row),
    { start: raffle.startNumber, end: raffle.endNumber },
    (iso) => formatDateTime(new Date(iso), timeZone),
    row.kind === 'early_bird' ? (row.entriesCount ?? undefined) : undefined,
  );
}

function resultOf(row: PrizeRow, draw: DrawRow | undefined): Prize['result'] {
  if (row.winners === null) return null;
  if (row.kind === 'official' || row.kind === 'early_bird') {
    if (!row.resultLottery || !row.resultDrawAt || row.result === null) return null;
    return {
      name: row.resultLottery,
      draw_at: row.resultDrawAt.toISOString(),
      result: row.result,
      number: row.winningNumber,
    };
  }
  // Main, terminal and adjacent: the 1er premio's official result.
  if (!draw?.lotteryName || !draw.lotteryDrawAt || draw.lotteryResult === null) return null;
  return {
    name: draw.lotteryName,
    draw_at: draw.lotteryDrawAt.toISOString(),
    result: draw.lotteryResult,
    number: draw.winningNumber,
  };
}

/**
 * Every prize as the public answers show it: the list it is decided over (its
 * fingerprint and where its bytes are), its rule, its result and its winners
 * as the list names them (first name and last initial, never contact data).
 */
export function presentPrizes(
  raffle: PrizeRaffle,
  draw: DrawRow | undefined,
  rows: PrizeRow[],
  timeZone: string,
): Prize[] {
  const prizes = rows.length > 0 ? rows : [defaultMainPrize(raffle.id)];
  return prizes.map((row) => {
    const own = row.kind === 'early_bird';
    const fixedAt = own ? row.fixedAt : (draw?.fixedAt ?? null);
    return {
      position: row.position,
      label: prizeOrdinal(row.position),
      title: row.title ?? raffle.productToWin,
      kind: row.kind,
      digits: row.digits,
      lottery_name: row.lotteryName,
      cutoff_at: row.cutoffAt?.toISOString() ?? null,
      unsold: row.unsold,
      exclude_winners: row.excludeWinners,
      rule: row.rule ?? prizeRuleNow(raffle, row, timeZone),
      status: row.winners !== null ? 'drawn' : fixedAt ? 'fixed' : 'open',
      fingerprint: own ? row.fingerprint : (draw?.fingerprint ?? null),
      entries_url: !fixedAt
        ? null
        : own
          ? prizeEntriesPath(raffle.id, row.position)
          : entriesPath(raffle.id),
      entries_count: own ? row.entriesCount : (draw?.entriesCount ?? null),
      fixed_at: fixedAt?.toISOString() ?? null,
      result_after: fixedAt ? new Date(fixedAt.getTime() + RESULT_MARGIN_MS).toISOString() : null,
      result: resultOf(row, draw),
      winners: (row.winners ?? []).map((w) => ({ number: w.number, name: w.name })),
      image: row.image ? presentPicture(row.image.imagePath, row.image.imageVariants) : null,
    };
  });
}
