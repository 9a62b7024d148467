import {
  decideFollowers,
  drawRule,
  numbersWonBefore,
  recomputeWinners,
  winningNumber,
  type ListEntry,
  type Prize,
} from '@rifas/shared';

/** A prize a result decides and its winners; undefined while it waits for an earlier prize. */
export type PrizePreview = { prize: Prize; winners: ListEntry[] | null | undefined };

/**
 * Who wins each prize a result decides, as the server will compute it (the same
 * shared code): an official or early-bird prize's own winners, or the 1er premio's
 * and those of the prizes that follow its number, in position order, each without
 * the earlier winners where its rule excludes them.
 */
export function previewWinners(
  prize: Prize | undefined,
  prizes: Prize[],
  entries: ListEntry[],
  range: { start: number; end: number },
  result: string,
): PrizePreview[] {
  const states = prizes.map((p) => ({ ...p, winners: p.status === 'drawn' ? p.winners : null }));
  if (prize) {
    const wonBefore = numbersWonBefore(states, prize.position) ?? undefined;
    const winners = recomputeWinners(prize, entries, range, {
      result,
      mainNumber: null,
      wonBefore,
    });
    return [{ prize, winners }];
  }
  const main = prizes.find((p) => p.position === 1);
  if (!main) return [];
  const winners = recomputeWinners(main, entries, range, { result, mainNumber: null });
  const outcome = winningNumber(drawRule(range.start, range.end), result);
  if (winners === null || outcome.kind !== 'winner') return [{ prize: main, winners }];
  const after = states.map((p) => (p.position === 1 ? { ...p, winners } : p));
  const followers = decideFollowers(after, entries, range, outcome.number);
  return [
    { prize: main, winners },
    ...prizes
      .filter((p) => p.kind === 'terminal' || p.kind === 'adjacent')
      .map((p) => ({ prize: p, winners: followers.get(p.position) })),
  ];
}
