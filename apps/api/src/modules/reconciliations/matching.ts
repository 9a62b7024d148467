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

type Candidate = { index: number; line: StatementLine };
/** The lines of one reference on one day: the first, and the first of each amount. */
type DaySlot = { first: Candidate; byAmount: Map<number, Candidate> };
/** The lines of one reference (its digits), by day number. */
type ReferenceGroup = { digits: string; days: Map<number, DaySlot> };

/**
 * Lines grouped by the last 4 digits of their reference, then by the whole
 * reference, day and amount: a payment's claim looks at each distinct reference
 * once and at the days of its window, never at every line (65,000 lines of one
 * reference took 22.7 s when each claim walked them all, issue 46).
 */
function indexLines(lines: StatementLine[]): Map<string, Map<string, ReferenceGroup>> {
  const index = new Map<string, Map<string, ReferenceGroup>>();
  lines.forEach((line, i) => {
    const digits = digitsOf(line.reference);
    const key = digits.slice(-INDEX_DIGITS);
    let bucket = index.get(key);
    if (!bucket) index.set(key, (bucket = new Map()));
    let group = bucket.get(digits);
    if (!group) bucket.set(digits, (group = { digits, days: new Map() }));
    const day = dayNumber(line.date);
    const candidate = { index: i, line };
    const slot = group.days.get(day);
    if (!slot) {
      group.days.set(day, {
        first: candidate,
        byAmount: new Map([[line.amount_cents, candidate]]),
      });
    } else if (!slot.byAmount.has(line.amount_cents)) {
      slot.byAmount.set(line.amount_cents, candidate);
    }
  });
  return index;
}

/** The first line of a day whose amount is within the tolerance of `due`. */
function firstWithAmount(slot: DaySlot, due: number, tolerance: number): Candidate | undefined {
  let best: Candidate | undefined;
  const consider = (c: Candidate | undefined) => {
    if (c && (!best || c.index < best.index)) best = c;
  };
  if (2 * tolerance + 1 <= slot.byAmount.size) {
    for (let amount = due - tolerance; amount <= due + tolerance; amount++) {
      consider(slot.byAmount.get(amount));
    }
  } else {
    for (const [amount, c] of slot.byAmount) if (Math.abs(amount - due) <= tolerance) consider(c);
  }
  return best;
}

/**
 * The line a payment claims: its whole typed reference is the end of the bank's,
 * within the date window; among several, the one with the right amount, then the
 * nearest day, then the first in the file.
 */
function claimedLine(
  payment: ReconciledPayment,
  index: Map<string, Map<string, ReferenceGroup>>,
  rules: MatchRules,
): Candidate | undefined {
  const typed = digitsOf(payment.reference_number);
  if (typed.length < INDEX_DIGITS) return undefined;
  const day = dayNumber(payment.date);
  let best: { rank: [number, number, number]; candidate: Candidate } | undefined;
  const consider = (candidate: Candidate | undefined, off: number, distance: number) => {
    if (!candidate) return;
    const rank: [number, number, number] = [off, distance, candidate.index];
    const order = best
      ? rank[0] - best.rank[0] || rank[1] - best.rank[1] || rank[2] - best.rank[2]
      : -1;
    if (order < 0) best = { rank, candidate };
  };
  for (const group of index.get(typed.slice(-INDEX_DIGITS))?.values() ?? []) {
    if (!group.digits.endsWith(typed)) continue;
    for (let d = day - rules.windowDays; d <= day + rules.windowDays; d++) {
      const slot = group.days.get(d);
      if (!slot) continue;
      const distance = Math.abs(d - day);
      consider(firstWithAmount(slot, payment.amount_cents, rules.toleranceCents), 0, distance);
      consider(slot.first, 1, distance);
    }
  }
  return best?.candidate;
}

/**
 * The line each validated payment claims (as a pending one would), by line
 * index; the first payment wins a line two of them claim.
 */
function claimsOfValidated(
  validated: readonly ReconciledPayment[],
  index: Map<string, Map<string, ReferenceGroup>>,
  rules: MatchRules,
): Map<number, ReconciledPayment> {
  const claims = new Map<number, ReconciledPayment>();
  for (const payment of validated) {
    const found = claimedLine(payment, index, rules);
    if (found && !claims.has(found.index)) claims.set(found.index, payment);
  }
  return claims;
}

/**
 * The six groups of 'Conciliar'. `usedKeys`: the lines that already validated
 * a payment (any earlier import); such a line is 'referencia usada' for a
 * pending payment that claims it, and never 'sin pago'. `validated`: payments
 * already validated (by hand or otherwise); a line no pending payment claims but
 * one of them does, for another amount, is 'validado con otro monto' (issue 41).
 */
export function matchStatement(
  lines: StatementLine[],
  pending: ReconciledPayment[],
  usedKeys: ReadonlySet<string>,
  rules: MatchRules,
  validated: readonly ReconciledPayment[] = [],
): ReconciliationGroups {
  const index = indexLines(lines);
  const claimants = new Map<number, ReconciledPayment[]>();
  const groups: ReconciliationGroups = {
    match: [],
    amount_mismatch: [],
    reference_used: [],
    unclaimed_credits: [],
    unmatched_payments: [],
    validated_mismatch: [],
  };
  for (const payment of pending) {
    const found = claimedLine(payment, index, rules);
    if (!found) groups.unmatched_payments.push(payment);
    else {
      const claims = claimants.get(found.index);
      if (claims) claims.push(payment);
      else claimants.set(found.index, [payment]);
    }
  }
  const validatedClaims = claimsOfValidated(validated, index, rules);
  lines.forEach((line, i) => {
    const payments = claimants.get(i) ?? [];
    if (payments.length === 0) {
      if (usedKeys.has(lineKey(line))) return;
      const settled = validatedClaims.get(i);
      if (!settled) groups.unclaimed_credits.push(line);
      // Claimed by a validated payment with the same amount: nothing to do.
      else if (Math.abs(line.amount_cents - settled.amount_cents) > rules.toleranceCents) {
        groups.validated_mismatch.push({ payment: settled, line });
      }
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
