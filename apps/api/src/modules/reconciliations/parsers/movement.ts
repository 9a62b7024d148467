/**
 * One credit of a bank statement as every parser returns it
 * (docs/bank-statements.md). Debits, fees and balances never become movements.
 */
export type Movement = {
  /** The file's line (1-based) where the movement starts. */
  line: number;
  /** The day the bank booked it, 'YYYY-MM-DD'. */
  date: string;
  /** The bank's reference as printed (the buyer's typed reference is its end). */
  reference: string;
  description: string;
  /** The credited amount in cents of the account's currency, always > 0. */
  amount_cents: number;
};

/** The movement when it is a credit with a date and a reference; null otherwise. */
export function creditOrNull(movement: {
  line: number;
  date: string | null;
  reference: string;
  description: string;
  amount_cents: number | null;
}): Movement | null {
  const { date, amount_cents } = movement;
  if (date === null || amount_cents === null || amount_cents <= 0) return null;
  const reference = movement.reference.trim();
  if (!/\d/.test(reference)) return null;
  return { ...movement, date, amount_cents, reference, description: movement.description.trim() };
}

export const isMovement = (m: Movement | null): m is Movement => m !== null;
