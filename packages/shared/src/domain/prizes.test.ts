import { describe, expect, it } from 'vitest';
import { entriesText } from './draw-rule';
import {
  derivedWinners,
  earlyBirdWinners,
  ownResultWinners,
  parseEntries,
  prizeOrdinal,
  recomputeWinners,
  terminalCount,
} from './prizes';

const range = { start: 0, end: 99 };
const list = (numbers: number[]) =>
  parseEntries(
    entriesText(
      numbers.map((number) => ({ number, paymentId: number + 1000, customerName: 'Ana Pérez' })),
      range.start,
      range.end,
    ),
  );
const numbers = (entries: { number: number }[] | null) => entries?.map((e) => e.number);

describe('prizes', () => {
  it('names positions as Venezuelan raffles do', () => {
    expect([1, 2, 3, 4, 7, 10, 11].map(prizeOrdinal)).toEqual([
      '1er premio',
      '2do premio',
      '3er premio',
      '4to premio',
      '7mo premio',
      '10mo premio',
      '11.º premio',
    ]);
  });

  it('reads back the fixed list it was written from', () => {
    expect(list([5, 42])).toEqual([
      { number: 5, paymentId: 1005, name: 'Ana P.' },
      { number: 42, paymentId: 1042, name: 'Ana P.' },
    ]);
  });

  it('terminal: how many numbers a number of digits covers, and exactly the sold ones ending so', () => {
    expect(terminalCount({ start: 0, end: 9999 }, 2)).toBe(100);
    expect(terminalCount({ start: 0, end: 999 }, 2)).toBe(10);
    const entries = list([7, 17, 27, 70, 98]);
    expect(
      numbers(derivedWinners({ kind: 'terminal', digits: 1, unsold: 'void' }, entries, range, 37)),
    ).toEqual([7, 17, 27]);
  });

  it('adjacent wraps at both ends; nearest moves outward past unsold numbers', () => {
    const adjacent = { kind: 'adjacent' as const, digits: null, unsold: 'void' as const };
    expect(numbers(derivedWinners(adjacent, list([98, 0, 1]), range, 99))).toEqual([98, 0]);
    expect(numbers(derivedWinners(adjacent, list([99, 1]), range, 0))).toEqual([99, 1]);
    expect(numbers(derivedWinners(adjacent, list([10, 60]), range, 50))).toEqual([]);
    const nearest = { ...adjacent, unsold: 'nearest' as const };
    expect(numbers(derivedWinners(nearest, list([10, 60]), range, 50))).toEqual([10, 60]);
  });

  it('an unsold number: desierto, the next official draw, or the nearest sold (ties to the one before)', () => {
    const entries = list([10, 14]);
    expect(ownResultWinners({ unsold: 'void' }, entries, range, '12')).toEqual({
      kind: 'winners',
      number: 12,
      winners: [],
    });
    expect(ownResultWinners({ unsold: 'next_draw' }, entries, range, '12')).toEqual({
      kind: 'next-draw',
      number: 12,
    });
    const near = ownResultWinners({ unsold: 'nearest' }, entries, range, '12');
    expect(near.kind === 'winners' && numbers(near.winners)).toEqual([10]);
    // Around the end of the range: 99 is one step from 0.
    const wrap = ownResultWinners({ unsold: 'nearest' }, list([0, 50]), range, '98');
    expect(wrap.kind === 'winners' && numbers(wrap.winners)).toEqual([0]);
  });

  it('early bird: the rule over the list positions always picks a listed number', () => {
    const entries = list([3, 50, 77]);
    // Three lines: one digit, values 0–8 count (9 does not), remainder by 3 is the line.
    const outcome = earlyBirdWinners(entries, '1234');
    expect(outcome.kind === 'winners' && numbers(outcome.winners)).toEqual([50]);
    expect(earlyBirdWinners(entries, '1239')).toEqual({ kind: 'not-valid', used: '9' });
    expect(earlyBirdWinners([], '1234')).toEqual({ kind: 'winners', number: null, winners: [] });
    expect(
      numbers(
        recomputeWinners({ kind: 'early_bird', digits: null, unsold: 'void' }, entries, range, {
          result: '1234',
          mainNumber: null,
        }),
      ),
    ).toEqual([50]);
  });
});
