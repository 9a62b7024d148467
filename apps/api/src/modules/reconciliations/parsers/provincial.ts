import { creditOrNull, isMovement, type Movement } from './movement';
import { splitDelimited } from './delimited';
import { numberedLines, parseCompactDate } from './statement-text';

/**
 * BBVA Provincial's NetCash CSV (docs/bank-statements.md#bbva-provincial): records
 * told apart by their first field; '22' is a movement.
 */
const MOVEMENT = '22';
const CREDIT_SIGN = '2';

const records = (text: string) =>
  numberedLines(text)
    .filter((l) => l.text.trim() !== '')
    .map((l) => ({ number: l.number, fields: splitDelimited(l.text, ',') }));

export function isProvincialNetCash(text: string): boolean {
  // The header record first: any other file is told apart without splitting it all.
  if (!/^\s*"?00"?,/.test(text)) return false;
  const rows = records(text);
  return (
    rows[0]?.fields[0] === '00' &&
    rows.some((r) => r.fields[0] === MOVEMENT) &&
    rows.every((r) => ['00', '11', '22', '33', '88'].includes(r.fields[0] ?? ''))
  );
}

export function parseProvincialNetCash(text: string): Movement[] {
  return records(text)
    .filter((r) => r.fields[0] === MOVEMENT)
    .map(({ number, fields }) => {
      // 22, bank, branch, date, value date, 00, concept, sign, amount in cents, reference, description
      const [, , , date = '', , , , sign, amount = '', reference = '', description = ''] = fields;
      return creditOrNull({
        line: number,
        date: parseCompactDate(date, 'yymmdd'),
        reference,
        description,
        amount_cents: sign === CREDIT_SIGN && /^\d+$/.test(amount) ? Number(amount) : null,
      });
    })
    .filter(isMovement);
}
