import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeDrawRule, drawRule, entriesText, winningNumber } from './draw-rule';
import { readDrawRuleWords } from './draw-rule-words';

const win = (start: number, end: number, result: string) =>
  winningNumber(drawRule(start, end), result);

describe('draw rule', () => {
  it('00–99: the last 2 digits', () => {
    expect(drawRule(0, 99)).toMatchObject({ digits: 2, size: 100, limit: 100 });
    expect(win(0, 99, '1234')).toEqual({ kind: 'winner', number: 34, used: '34' });
    expect(win(0, 99, '00')).toEqual({ kind: 'winner', number: 0, used: '00' });
    expect(win(0, 99, '7')).toEqual({ kind: 'too-short', digits: 2 });
  });

  it("1–100: the last 2 digits, '00' is 100", () => {
    expect(drawRule(1, 100)).toMatchObject({ digits: 2, limit: 100 });
    expect(win(1, 100, '500')).toEqual({ kind: 'winner', number: 100, used: '00' });
    expect(win(1, 100, '01')).toMatchObject({ number: 1 });
    expect(win(1, 100, '99')).toMatchObject({ number: 99 });
    expect(describeDrawRule(drawRule(1, 100))).toContain('(00 es el 100)');
  });

  it('000–999 and 0000–9999: the last 3 and 4 digits', () => {
    expect(win(0, 999, '4321')).toEqual({ kind: 'winner', number: 321, used: '321' });
    expect(win(0, 999, '21')).toEqual({ kind: 'too-short', digits: 3 });
    expect(win(0, 9999, '054321')).toEqual({ kind: 'winner', number: 4321, used: '4321' });
    expect(win(0, 9999, '999')).toEqual({ kind: 'too-short', digits: 4 });
  });

  it('0–99999: the last 5 digits', () => {
    expect(drawRule(0, 99_999)).toMatchObject({ digits: 5, limit: 100_000 });
    expect(win(0, 99_999, '1234567')).toMatchObject({ number: 34_567 });
    expect(win(0, 99_999, '4567')).toEqual({ kind: 'too-short', digits: 5 });
  });

  it('0–149: 3 digits, the remainder by 150 below 900, no count from 900 up', () => {
    const rule = drawRule(0, 149);
    expect(rule).toMatchObject({ digits: 3, size: 150, limit: 900 });
    expect(win(0, 149, '037')).toMatchObject({ number: 37 });
    expect(win(0, 149, '149')).toMatchObject({ number: 149 });
    expect(win(0, 149, '150')).toMatchObject({ number: 0 });
    expect(win(0, 149, '5437')).toMatchObject({ number: 137, used: '437' });
    expect(win(0, 149, '899')).toMatchObject({ number: 149 });
    expect(win(0, 149, '900')).toEqual({ kind: 'not-valid', used: '900' });
    expect(win(0, 149, '999')).toEqual({ kind: 'not-valid', used: '999' });
    expect(describeDrawRule(rule)).toContain('mayor que 899');
  });

  it('000–199 (issue 27): the words say remainder by 200, and 12547 gives 147 by them', () => {
    const words = describeDrawRule(drawRule(0, 199));
    expect(words).not.toContain('termina en');
    expect(words).toContain('al dividir entre 200');
    expect(words).toContain('Todas cuentan');
    expect(win(0, 199, '12547')).toMatchObject({ number: 147, used: '547' });
    expect(readDrawRuleWords(words, { start: 0, end: 199 }, '12547')).toEqual(win(0, 199, '12547'));
  });

  it('the words and the computed winner agree for every size from 2 to 100,000 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 2, max: 100_000 }),
        fc.stringMatching(/^\d{1,8}$/),
        (start, size, result) => {
          const end = start + size - 1;
          const rule = drawRule(start, end);
          expect(readDrawRuleWords(describeDrawRule(rule), { start, end }, result)).toEqual(
            winningNumber(rule, result),
          );
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('the words and the winner agree on the awkward sizes (powers of ten, their divisors, ±1)', () => {
    const sizes = [2, 4, 5, 9, 10, 11, 20, 25, 50, 99, 100, 101, 125, 200, 250, 500, 999, 1000];
    const more = [1001, 2000, 2500, 5000, 9999, 10_000, 10_001, 20_000, 50_000, 99_999, 100_000];
    for (const size of [...sizes, ...more]) {
      for (const start of [0, 1, 7]) {
        const end = start + size - 1;
        const rule = drawRule(start, end);
        const words = describeDrawRule(rule);
        for (const result of ['0', '00', '000', '12547', '99999', '100000', '4321', '1']) {
          expect(readDrawRuleWords(words, { start, end }, result)).toEqual(
            winningNumber(rule, result),
          );
        }
      }
    }
  });

  it('gives every number of a range the same count of valid results', () => {
    for (const [start, end] of [
      [0, 149],
      [1, 150],
      [0, 99],
      [1, 100],
      [7, 506],
      [0, 9],
    ] as const) {
      const rule = drawRule(start, end);
      const wins = new Map<number, number>();
      for (let v = 0; v < 10 ** rule.digits; v += 1) {
        const outcome = winningNumber(rule, String(v).padStart(rule.digits, '0'));
        if (outcome.kind !== 'winner') continue;
        expect(outcome.number).toBeGreaterThanOrEqual(start);
        expect(outcome.number).toBeLessThanOrEqual(end);
        wins.set(outcome.number, (wins.get(outcome.number) ?? 0) + 1);
      }
      expect(wins.size).toBe(rule.size);
      expect(new Set(wins.values())).toEqual(new Set([rule.limit / rule.size]));
    }
  });

  it('when a range is a power of ten, the winner ends in the digits used', () => {
    for (let v = 0; v < 100; v += 1) {
      const used = String(v).padStart(2, '0');
      const outcome = win(1, 100, `9${used}`);
      expect(outcome.kind === 'winner' && String(outcome.number).slice(-2).padStart(2, '0')).toBe(
        used,
      );
    }
  });
});

describe('entries text', () => {
  it('one line per number, ascending, padded, first name and last initial, \\n line ends', () => {
    const text = entriesText(
      [
        { number: 42, paymentId: 9, customerName: 'María José González' },
        { number: 7, paymentId: 3, customerName: 'luis' },
        { number: 8, paymentId: 3, customerName: 'Ana;Pérez\nRuiz' },
      ],
      0,
      99,
    );
    expect(text).toBe('07;3;luis\n08;3;Ana R.\n42;9;María G.\n');
  });

  it('an empty list is empty text', () => {
    expect(entriesText([], 0, 99)).toBe('');
  });
});
