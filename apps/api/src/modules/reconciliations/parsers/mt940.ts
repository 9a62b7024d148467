import { creditOrNull, isMovement, type Movement } from './movement';
import { numberedLines, parseAmountCents, parseCompactDate } from './statement-text';

/** Mercantil's MT940 (docs/bank-statements.md#mercantil-mt940): ':20:' first, ':61:' lines. */
export const isMt940 = (text: string) => /^\s*:20:/.test(text) && /^:61:/m.test(text);

/**
 * ':61:' YYMMDD value date, optional MMDD entry date, C/D (RC/RD are reversals),
 * amount with ',' decimals, a transaction type, then the reference after '//'.
 * The following ':86:' is the description; its '?00' part is the readable one.
 */
const STATEMENT_LINE = /^:61:(\d{6})(\d{4})?(R?[CD])[A-Z]?(\d+(?:,\d{0,2})?)[A-Z]\w{3}(.*)$/;

export function parseMt940(text: string): Movement[] {
  const movements: (Movement | null)[] = [];
  let pending: {
    line: number;
    date: string | null;
    reference: string;
    amount: number | null;
  } | null = null;
  const flush = (description: string) => {
    if (pending) {
      const { amount, ...rest } = pending;
      movements.push(creditOrNull({ ...rest, description, amount_cents: amount }));
    }
    pending = null;
  };
  for (const { number, text: line } of numberedLines(text)) {
    const entry = STATEMENT_LINE.exec(line);
    if (entry) {
      flush('');
      const [, valueDate, , mark, amount, rest = ''] = entry;
      // Only a plain credit counts; a reversed debit (RD) is money back, not a payment.
      const credit = mark === 'C';
      const reference = rest.includes('//') ? rest.split('//').pop()! : rest;
      pending = {
        line: number,
        date: parseCompactDate(valueDate!, 'yymmdd'),
        reference,
        amount: credit ? parseAmountCents(amount!, 'comma') : null,
      };
    } else if (line.startsWith(':86:')) {
      const details = line.slice(4);
      const readable = /\?00([^?]*)/.exec(details)?.[1] ?? details;
      flush(readable);
    } else if (line.startsWith(':')) {
      flush('');
    }
  }
  flush('');
  return movements.filter(isMovement);
}
