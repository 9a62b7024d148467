import { amountToCents, caracasDay, dayOf, flatten, type NoticeParser } from './notice';

/**
 * Zelle "you received money" notices of the US banks (docs/bank-statements.md):
 * '<NAME> sent you $25.00' in the subject (Bank of America) or the body (Chase,
 * Wells Fargo), the amount after 'Amount', the bank's code after 'Confirmation
 * Code' / 'Confirmation number' / 'Transaction number', the buyer's note after
 * 'Memo'. A notice that is not a received payment (a sent one) reads as null.
 */
function zelleParser(options: { subjectAmount: boolean }): NoticeParser {
  return ({ subject, text, date }) => {
    const body = flatten(text);
    const subjectLine = flatten(subject).trim();
    const fromSubject = options.subjectAmount
      ? /^(.+?) sent you \$\s?([\d,]+\.\d{2})\b/i.exec(subjectLine)
      : null;
    const sentYou = /(?:^|\n)\s*([^\n]+?) sent you (?:money|\$\s?([\d,]+\.\d{2}))/i.exec(body);
    const amountText =
      fromSubject?.[2] ??
      /\bAmount:?\s*\$\s?([\d,]+\.\d{2})/i.exec(body)?.[1] ??
      sentYou?.[2] ??
      null;
    const sender = (fromSubject?.[1] ?? sentYou?.[1] ?? '').replace(/^.*?Zelle®?\s*/i, '').trim();
    if (!amountText || !sender) return null;
    const amountCents = amountToCents(amountText);
    if (amountCents === null) return null;
    const reference =
      /\b(?:Confirmation(?: Code| number| #)?|Transaction number):?\s*([A-Z0-9]{6,30})\b/i.exec(
        body,
      )?.[1] ?? null;
    const memo = /\bMemo:?[ \t]*([^\n]{1,140})/i.exec(body)?.[1]?.trim() || null;
    const typedDay = /\bDate:?\s*(\d{1,2}\/\d{1,2}\/\d{4})\b/i.exec(body)?.[1];
    const day = (typedDay && dayOf(typedDay, 'mdy')) ?? caracasDay(date);
    if (!day) return null;
    return { amountCents, currency: 'USD', reference, sender, memo, date: day };
  };
}

export const zelleBofa = zelleParser({ subjectAmount: true });
export const zelleChase = zelleParser({ subjectAmount: false });
export const zelleWellsFargo = zelleParser({ subjectAmount: false });
