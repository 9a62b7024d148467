import { creditOrNull, isMovement, type Movement } from './movement';
import { numberedLines, parseCompactDate } from './statement-text';

/**
 * Banco de Venezuela's fixed-width lines (docs/bank-statements.md#banco-de-venezuela):
 * 131 characters, the field widths below, amounts in cents, a two-letter type.
 */
const FIELDS = {
  account: 20,
  date: 8,
  reference: 13,
  description: 30,
  debit: 18,
  credit: 18,
  balance: 18,
  type: 2,
  code: 4,
} as const;
const WIDTH = Object.values(FIELDS).reduce((a, b) => a + b, 0);
/** NC: nota de crédito; DP: depósito. ND (débito) and SI (saldo inicial) are not credits. */
const CREDIT_TYPES = new Set(['NC', 'DP']);

function cut(line: string): Record<keyof typeof FIELDS, string> {
  let at = 0;
  const out = {} as Record<keyof typeof FIELDS, string>;
  for (const [name, width] of Object.entries(FIELDS) as [keyof typeof FIELDS, number][]) {
    out[name] = line.slice(at, at + width);
    at += width;
  }
  return out;
}

const contentLines = (text: string) => numberedLines(text).filter((l) => l.text.trim() !== '');

export function isBdvFixedWidth(text: string): boolean {
  // The first line tells most files apart without splitting them all.
  const first = /^\s*([^\r\n]*)/.exec(text)?.[1] ?? '';
  if (first.length !== WIDTH || !/^\d{28}/.test(first)) return false;
  const lines = contentLines(text);
  return lines.length > 0 && lines.every((l) => l.text.length === WIDTH && /^\d{28}/.test(l.text));
}

export function parseBdvFixedWidth(text: string): Movement[] {
  return contentLines(text)
    .map(({ number, text: line }) => {
      const field = cut(line);
      const credit = CREDIT_TYPES.has(field.type) && /^\d+$/.test(field.credit);
      return creditOrNull({
        line: number,
        date: parseCompactDate(field.date, 'ddmmyyyy'),
        reference: field.reference,
        description: field.description,
        amount_cents: credit ? Number(field.credit) : null,
      });
    })
    .filter(isMovement);
}
