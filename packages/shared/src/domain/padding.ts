/**
 * Number labels (docs/domain.md): 2 digits when the range has up to 100 numbers, 3 up
 * to 1000, else 4. docs/departures.md: ranges over 10,000 pad to the digits of the
 * largest number, so a 0–99999 raffle keeps equal-width labels.
 */
export function paddingWidth(startNumber: number, endNumber: number): number {
  const size = endNumber - startNumber + 1;
  if (size <= 100) return 2;
  if (size <= 1000) return 3;
  if (size <= 10_000) return 4;
  return Math.max(4, String(endNumber).length);
}

export function formatNumber(n: number, startNumber: number, endNumber: number): string {
  return String(n).padStart(paddingWidth(startNumber, endNumber), '0');
}
