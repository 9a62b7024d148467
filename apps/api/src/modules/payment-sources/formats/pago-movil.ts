import { amountToCents, caracasDay, dayOf, flatten, type NoticeParser } from './notice';

/**
 * Pago Móvil and transfer "received" notices of the Venezuelan banks
 * (docs/bank-statements.md): the amount after 'Bs.' or 'Monto', the reference
 * after 'Ref', 'Referencia' or 'número de operación', the payer's phone
 * (04XX-XXXXXXX) or cédula (V-12345678), the day as DD/MM/YYYY or DD-MM-YY.
 * Only credits: a notice that does not say the money was received (a purchase,
 * a payment sent) reads as null.
 */
function pagoMovilParser(received: RegExp): NoticeParser {
  return ({ subject, text, date }) => {
    const body = flatten(`${subject}\n${text}`);
    if (!received.test(body)) return null;
    const amountText =
      /\bMonto:?\s*(?:Bs\.?S?\.?|VES)?\s*([\d.,]+\d)/i.exec(body)?.[1] ??
      /\b(?:Bs\.?S?\.?|VES)\s*([\d.,]+\d)/i.exec(body)?.[1];
    const amountCents = amountText ? amountToCents(amountText) : null;
    if (amountCents === null) return null;
    const reference =
      /\b(?:Ref(?:erencia)?\.?|N(?:ro|°|º)\.? de (?:referencia|operaci[óo]n)|n[úu]mero de (?:referencia|operaci[óo]n)):?\s*(\d{4,20})\b/i.exec(
        body,
      )?.[1] ?? null;
    const phone = /\b(0?4(?:12|14|16|24|26|22))[-\s.]?(\d{3})[-\s.]?(\d{4})\b/.exec(body);
    const cedula = /\b([VEJPG])[-\s.]?(\d{1,2}\.?\d{3}\.?\d{3}|\d{6,9})\b/i.exec(body);
    const sender = phone
      ? `${phone[1]!.padStart(4, '0')}-${phone[2]}${phone[3]}`
      : cedula
        ? `${cedula[1]!.toUpperCase()}-${cedula[2]!.replace(/\./g, '')}`
        : null;
    const typedDay = /\b(\d{2}[/-]\d{2}[/-](?:\d{4}|\d{2}))\b/.exec(body)?.[1];
    const day = (typedDay && dayOf(typedDay, 'dmy')) ?? caracasDay(date);
    if (!day) return null;
    const memo = /\bConcepto:?[ \t]*([^\n]{1,140})/i.exec(body)?.[1]?.trim() || null;
    return { amountCents, currency: 'VES', reference, sender, memo, date: day };
  };
}

const RECEIVED = /recib|abono|acredit|cr[ée]dito a (?:su|tu) cuenta/i;

export const banesco = pagoMovilParser(RECEIVED);
export const mercantil = pagoMovilParser(RECEIVED);
export const bdv = pagoMovilParser(RECEIVED);
export const provincial = pagoMovilParser(RECEIVED);
