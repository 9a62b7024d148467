import { creditOrNull, isMovement, type Movement } from './movement';
import { numberedLines, parseAmountCents, parseDayMonthYear } from './statement-text';

/** Banesco's QIF (docs/bank-statements.md#banesco-qif): a '!Tipo:' or '!Type:' header line. */
export const isQif = (text: string) => /^\s*!(Tipo|Type):/i.test(text);

/** One record per '^' line; D date, T amount ('1.234,56'), N reference, P description. */
export function parseQif(text: string): Movement[] {
  const movements: (Movement | null)[] = [];
  let record: Record<string, string> = {};
  let start = 0;
  for (const { number, text: line } of numberedLines(text)) {
    if (line.startsWith('!') || line.trim() === '') continue;
    if (line.startsWith('^')) {
      movements.push(
        creditOrNull({
          line: start,
          date: parseDayMonthYear(record.D ?? ''),
          reference: record.N ?? '',
          description: record.P ?? '',
          amount_cents: parseAmountCents(record.T ?? '', 'comma'),
        }),
      );
      record = {};
      start = 0;
      continue;
    }
    if (start === 0) start = number;
    record[line[0]!] = line.slice(1);
  }
  return movements.filter(isMovement);
}
