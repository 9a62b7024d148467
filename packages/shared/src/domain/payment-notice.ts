import { format, messages } from '../messages';
import type { AmountDue } from './conversion';
import { formatCurrencyAmount, formatDate, formatDateTime, formatUsd } from './format';
import { plural } from './plural';
import { shortBuyerName } from './buyer-identity';

/**
 * What the admins' notices of a new purchase say (issue 40): the Telegram
 * caption and the push body, one copy for every channel.
 */
export type PaymentNotice = {
  id: number;
  raffleTitle: string;
  /** The numbers as the raffle labels them ('07', '042'). */
  numberLabels: string[];
  amountCents: number;
  amountDue: AmountDue;
  method: string;
  reference: string | null;
  paymentDate: string | null;
  createdAt: Date;
  customerName: string;
  customerId: string;
  customerPhone: string;
  duplicateReference: boolean;
  /** Earlier payments with the same receipt (ADR 078), each with its page in the admin. */
  receiptMatches: { paymentId: number; url: string }[];
};

const m = messages.notifications;

/** The method's currency first, then dollars: 'Bs 219,00 ($6.00)'; dollars alone when it is $. */
export function amountInBoth(amountCents: number, due: AmountDue): string {
  const usd = formatUsd(amountCents / 100);
  if (due.codigo === 'USD') return usd;
  return `${formatCurrencyAmount(due.cents / 100, due)} (${usd})`;
}

/** The Telegram caption: raffle, numbers, amount, method, reference, date, buyer, warning. */
export function paymentCaption(notice: PaymentNotice, timeZone: string): string {
  const date = notice.paymentDate
    ? formatDate(`${notice.paymentDate}T12:00:00Z`, timeZone)
    : formatDateTime(notice.createdAt, timeZone);
  return [
    format(m.captionTitle, { raffle: notice.raffleTitle }),
    format(m.captionNumbers, { numbers: notice.numberLabels.join(', ') }),
    format(m.captionAmount, { amount: amountInBoth(notice.amountCents, notice.amountDue) }),
    format(m.captionMethod, { method: notice.method }),
    notice.reference ? format(m.captionReference, { reference: notice.reference }) : null,
    format(m.captionDate, { date }),
    format(m.captionBuyer, { name: notice.customerName }),
    format(m.captionCedula, { cedula: notice.customerId }),
    format(m.captionPhone, { phone: notice.customerPhone }),
    notice.duplicateReference
      ? format(m.captionDuplicate, { warning: messages.payments.duplicateReference })
      : null,
    receiptRepeatedLine(notice),
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** '⚠️ Comprobante repetido: #12 https://…/admin/pagos?pago=12', or null. */
function receiptRepeatedLine(notice: PaymentNotice): string | null {
  if (notice.receiptMatches.length === 0) return null;
  return format(m.captionReceiptRepeated, {
    warning: messages.payments.receiptRepeated,
    payments: notice.receiptMatches
      .map((match) => format(m.receiptRepeatedPayment, { id: match.paymentId, url: match.url }))
      .join(', '),
  });
}

/** The push body: 'Ana P. · 3 números · Bs 219,00 ($6.00) · Pago Móvil'. */
export function pushBody(notice: PaymentNotice): string {
  return [
    shortBuyerName(notice.customerName),
    plural(notice.numberLabels.length, m.numberOne, m.numberMany),
    amountInBoth(notice.amountCents, notice.amountDue),
    notice.method,
    notice.receiptMatches.length > 0
      ? format(m.pushReceiptRepeated, {
          warning: messages.payments.receiptRepeated,
          ids: notice.receiptMatches.map((match) => match.paymentId).join(', #'),
        })
      : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
