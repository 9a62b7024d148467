import { formatNumber } from './padding';
import { shortBuyerName } from './buyer-identity';

/**
 * How an official lottery result picks the raffle's winning number
 * (docs/domain.md, "Sorteo verificable"). Fixed when sales close and published
 * with the list, so nobody can choose it after seeing the result.
 *
 * The range has `size` numbers. `digits` is the fewest digits that can write
 * every position of the range (2 for 100 numbers, 3 for 150 or 1000). The last
 * `digits` digits of the result are a value `r` from 0 to 10^digits − 1.
 *
 * - When size is a power of ten (00–99, 1–100, 000–999, 0000–9999…) every `r`
 *   names exactly one number: the one whose last `digits` digits are `r`
 *   (for 1–100, '00' is 100).
 * - Otherwise (0–149) the values from `limit` = size × ⌊10^digits / size⌋ up are
 *   not used: that result does not count and the next official draw of the
 *   same lottery does. Below it, the winner is the number of the range that
 *   leaves the same remainder as `r` when divided by size (for 0–149: 037 → 37,
 *   437 → 137). Each number then wins with exactly ⌊10^digits / size⌋ of the
 *   `limit` valid values: the same chance for all.
 */
export type DrawRule = {
  start: number;
  end: number;
  size: number;
  digits: number;
  /** Results whose last `digits` digits are at or above this do not count. */
  limit: number;
};

export function drawRule(start: number, end: number): DrawRule {
  const size = end - start + 1;
  const digits = Math.max(1, String(size - 1).length);
  const span = 10 ** digits;
  return { start, end, size, digits, limit: size * Math.floor(span / size) };
}

export type DrawOutcome =
  | { kind: 'winner'; number: number; used: string }
  | { kind: 'too-short'; digits: number }
  | { kind: 'not-valid'; used: string };

/** The winning number for a result made only of digits (the schema checks that). */
export function winningNumber(rule: DrawRule, result: string): DrawOutcome {
  if (result.length < rule.digits) return { kind: 'too-short', digits: rule.digits };
  const used = result.slice(-rule.digits);
  const value = Number(used);
  if (value >= rule.limit) return { kind: 'not-valid', used };
  // The number of the range congruent to `value` modulo size.
  const offset = (((value - rule.start) % rule.size) + rule.size) % rule.size;
  return { kind: 'winner', number: rule.start + offset, used };
}

/**
 * How long after the list is fixed the lottery draw must be, at least, for its
 * result to count (ADR 034): the list must exist before the result does.
 */
export const RESULT_MARGIN_MS = 60_000;

/**
 * How far ahead of the server's clock a lottery draw may be dated (issue 44):
 * a little slack for clocks and typing, never a draw that has not happened.
 */
export const FUTURE_RESULT_MARGIN_MS = 5 * 60_000;

/**
 * The rule in words, published with the list when sales close. Three cases,
 * each saying exactly what `winningNumber` computes (the property test in
 * draw-rule.test.ts reads these words back): a power of ten ("termina en"),
 * a size that divides 10^digits (remainder, every result counts), any other
 * size (remainder below `limit`, the rest do not count).
 */
export function describeDrawRule(rule: DrawRule): string {
  const { digits, size, limit } = rule;
  const span = 10 ** digits;
  const pad = (n: number) => formatNumber(n, rule.start, rule.end);
  const range = `del ${pad(rule.start)} al ${pad(rule.end)}`;
  const take = `Se toman las últimas ${digits} cifras del resultado oficial de la lotería.`;
  const margin = `Solo cuenta un sorteo de la lotería celebrado al menos ${RESULT_MARGIN_MS / 60_000} minuto después de publicada esta lista.`;
  const sample = (used: number) => {
    const outcome = winningNumber(rule, String(used).padStart(digits, '0'));
    return outcome.kind === 'winner' ? `${outcome.used} da el ${pad(outcome.number)}` : '';
  };
  if (size === span) {
    const wraps = rule.end >= span;
    const zero = wraps ? ` (${'0'.repeat(digits)} es el ${pad(rule.end - (rule.end % span))})` : '';
    return `${take} Gana el número de la rifa (${range}) que termina en esas ${digits} cifras${zero}. ${margin}`;
  }
  const example = ` (por ejemplo, ${sample(limit - 1)})`;
  const remainder = `gana el número de la rifa (${range}) que deja el mismo resto que esas cifras al dividir entre ${size}${example}.`;
  const odds = `Así cada número tiene ${limit / size} de las ${limit} combinaciones válidas: la misma probabilidad.`;
  if (limit === span) {
    return `${take} Todas cuentan: ${remainder} ${odds} ${margin}`;
  }
  const highest = String(limit - 1).padStart(digits, '0');
  return (
    `${take} Si forman un número mayor que ${highest}, ese resultado no cuenta y vale el del siguiente sorteo oficial de la misma lotería. ` +
    `Si no, ${remainder} ${odds} ${margin}`
  );
}

/** One line of the fixed list: padded number, payment id, first name and last initial. */
export function entryLine(
  entry: { number: number; paymentId: number; customerName: string },
  start: number,
  end: number,
): string {
  // ';' and line breaks would break the line's fields; a name never needs them.
  const name = shortBuyerName(entry.customerName.replace(/[;\r\n]/g, ' '));
  return `${formatNumber(entry.number, start, end)};${entry.paymentId};${name}`;
}

/** The list that is hashed: one line per sold number, ascending, each ending in '\n'. */
export function entriesText(
  entries: { number: number; paymentId: number; customerName: string }[],
  start: number,
  end: number,
): string {
  return [...entries]
    .sort((a, b) => a.number - b.number)
    .map((entry) => `${entryLine(entry, start, end)}\n`)
    .join('');
}
