import { sql, type SQL } from 'drizzle-orm';

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

/** A PostgreSQL text[] as one bound parameter: every element quoted, `"` and `\` escaped. */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}
