import { derivedWinners, type ListEntry, type PrizeSetup } from './prizes';

/**
 * The order prizes are decided in when one may exclude earlier winners (issue 42):
 * a prize's 'premio anterior' is any prize of a lower position. The API decides with
 * these and the browser's 'Verificar' and the admin's preview recompute with them.
 */

/** A prize as far as the order goes: its winners, null while undecided. */
export type PrizeState = Pick<PrizeSetup, 'kind' | 'digits' | 'unsold'> & {
  position: number;
  exclude_winners?: boolean;
  winners: readonly { number: number }[] | null;
};

/** The numbers the prizes before `position` gave; null while one of them is undecided. */
export function numbersWonBefore(
  prizes: readonly PrizeState[],
  position: number,
): Set<number> | null {
  const won = new Set<number>();
  for (const prize of prizes) {
    if (prize.position >= position) continue;
    if (prize.winners === null) return null;
    for (const winner of prize.winners) won.add(winner.number);
  }
  return won;
}

/**
 * The prizes that follow the 1er premio's number (terminal, adjacent) and are not
 * decided yet, decided in position order over the fixed list. One that excludes
 * earlier winners waits while an earlier prize (an official one, say) is undecided;
 * it is decided when that prize's result is recorded.
 */
export function decideFollowers(
  prizes: readonly PrizeState[],
  entries: ListEntry[],
  range: { start: number; end: number },
  mainNumber: number,
): Map<number, ListEntry[]> {
  const state = prizes.map((prize) => ({ ...prize }));
  const decided = new Map<number, ListEntry[]>();
  for (const prize of state) {
    if (prize.winners !== null) continue;
    if (prize.kind !== 'terminal' && prize.kind !== 'adjacent') continue;
    const wonBefore = prize.exclude_winners
      ? numbersWonBefore(state, prize.position)
      : new Set<number>();
    if (wonBefore === null) continue;
    const winners = derivedWinners(prize, entries, range, mainNumber, wonBefore);
    prize.winners = winners;
    decided.set(prize.position, winners);
  }
  return decided;
}
