import type { DrawOutcome } from './draw-rule';

const numberAfter = (words: string, pattern: RegExp) => {
  const match = pattern.exec(words);
  return match ? Number(match[1]) : null;
};

/**
 * What a reader of the published rule (describeDrawRule) expects from a result,
 * worked out from the words alone: how many digits they take, the highest that
 * counts, and either "termina en" or "el mismo resto al dividir entre N". The
 * tests on both sides check that winningNumber agrees with it for every range
 * size (issue 27: on 000–199 the words said "coinciden" while the code took a
 * remainder). Null when the words name neither mapping.
 */
export function readDrawRuleWords(
  words: string,
  range: { start: number; end: number },
  result: string,
): DrawOutcome | null {
  const digits = numberAfter(words, /las últimas (\d+) cifras/);
  if (digits === null) return null;
  if (result.length < digits) return { kind: 'too-short', digits };
  const used = result.slice(-digits);
  const highest = numberAfter(words, /mayor que (\d+)/);
  if (highest !== null && Number(used) > highest) return { kind: 'not-valid', used };
  const divisor = words.includes('que termina en esas')
    ? 10 ** digits
    : numberAfter(words, /al dividir entre (\d+)/);
  if (divisor === null) return null;
  // The one number of the range that ends in those digits / leaves that remainder.
  for (let n = range.start; n <= range.end && n < range.start + divisor; n += 1) {
    if (n % divisor === Number(used) % divisor) return { kind: 'winner', number: n, used };
  }
  return null;
}
