/**
 * `db.execute()` answers `{ rows }` on both drivers (node-postgres and PGlite),
 * though Drizzle's shared type does not say so.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A PostgreSQL int[] literal for one bound parameter: `${intArray(ns)}::int[]`. */
export function intArray(numbers: readonly number[]): string {
  if (!numbers.every(Number.isSafeInteger)) throw new Error('intArray takes integers only');
  return `{${numbers.join(',')}}`;
}
