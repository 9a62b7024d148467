import type { ReconciledPayment, ReconciliationGroups, StatementLine } from '@rifas/shared';

/** The matching rules (docs/bank-statements.md#matching), from the configuration. */
export type MatchRules = { toleranceCents: number; windowDays: number };

const DAY_MS = 86_400_000;
const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');

/**
 * What identifies a statement line across files and layouts: its day, its
 * reference without padding zeros (banks pad to different widths) and its amount.
 */
export const lineKey = (line: StatementLine) =>
  `${line.date}|${digitsOf(line.reference).replace(/^0+/, '')}|${line.amount_cents}`;

/** Buyers type at least 4 digits; the index of lines is by their last 4. */
const INDEX_DIGITS = 4;

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

type Candidate = { index: number; line: StatementLine; digits: string };

function indexLines(lines: StatementLine[]): Map<string, Candidate[]> {
  const index = new Map<string, Candidate[]>();
  lines.forEach((line, i) => {
    const digits = digitsOf(line.reference);
    const key = digits.slice(-INDEX_DIGITS);
    index.set(key, [...(index.get(key) ?? []), { index: i, line, digits }]);
  });
  return index;
}

/**
 * The line a payment claims: its whole typed reference is the end of the bank's,
 * within the date window; among several, the one with the right amount, then the nearest day.
 */
function claimedLine(
  payment: ReconciledPayment,
  index: Map<string, Candidate[]>,
  rules: MatchRules,
): Candidate | undefined {
  const typed = digitsOf(payment.reference_number);
  if (typed.length < INDEX_DIGITS) return undefined;
  const day = dayNumber(payment.date);
  const distance = (c: Candidate) => Math.abs(dayNumber(c.line.date) - day);
  const amountOff = (c: Candidate) =>
    Math.abs(c.line.amount_cents - payment.amount_cents) > rules.toleranceCents ? 1 : 0;
  return (index.get(typed.slice(-INDEX_DIGITS)) ?? [])
    .filter((c) => c.digits.endsWith(typed) && distance(c) <= rules.windowDays)
    .sort((a, b) => amountOff(a) - amountOff(b) || distance(a) - distance(b))[0];
}

/**
 * The five groups of 'Conciliar'. `usedKeys`: the lines that already validated
 * a payment (any earlier import); such a line is 'referencia usada' for a
 * pending payment that claims it, and never 'sin pago'.
 */
export function matchStatement(
  lines: StatementLine[],
  pending: ReconciledPayment[],
  usedKeys: ReadonlySet<string>,
  rules: MatchRules,
): ReconciliationGroups {
  const index = indexLines(lines);
  const claimants = new Map<number, ReconciledPayment[]>();
  const groups: ReconciliationGroups = {
    match: [],
    amount_mismatch: [],
    reference_used: [],
    unclaimed_credits: [],
    unmatched_payments: [],
  };
  for (const payment of pending) {
    const found = claimedLine(payment, index, rules);
    if (!found) groups.unmatched_payments.push(payment);
    else claimants.set(found.index, [...(claimants.get(found.index) ?? []), payment]);
  }
  lines.forEach((line, i) => {
    const payments = claimants.get(i) ?? [];
    if (payments.length === 0) {
      if (!usedKeys.has(lineKey(line))) groups.unclaimed_credits.push(line);
      return;
    }
    // Two payments on one line, or a line spent already: never validated, the operator decides.
    if (payments.length > 1 || usedKeys.has(lineKey(line))) {
      for (const payment of payments) groups.reference_used.push({ payment, line });
      return;
    }
    const payment = payments[0]!;
    const equal = Math.abs(line.amount_cents - payment.amount_cents) <= rules.toleranceCents;
    groups[equal ? 'match' : 'amount_mismatch'].push({ payment, line });
  });
  return groups;
}
