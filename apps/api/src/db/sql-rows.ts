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

/** A PostgreSQL text[] literal for one bound parameter: every element quoted, `"` and `\` escaped. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** The same as an expression: `${textArray(values)}`. */
export function textArray(values: readonly string[]): SQL {
  return sql`${textArrayLiteral(values)}::text[]`;
}

/** A jsonb parameter: `${jsonParam(value)}::jsonb` (null stays SQL null). */
export const jsonParam = (value: object | null) => (value === null ? null : JSON.stringify(value));
