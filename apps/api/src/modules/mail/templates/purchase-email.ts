import {
  format,
  formatCurrencyAmount,
  formatDateTime,
  formatNumber,
  formatUsd,
  messages,
  currencyPricesLines,
  timeZoneLabel,
  type PaymentStatus,
  type CurrencyPrices,
} from '@rifas/shared';
import { publicUrlPath } from '../../../lib/storage';
import type { NewEmail } from '../outbox.repository';
import { absoluteUrl, type ShopIdentity } from '../shop-identity';
import type { EmailFact, EmailFrameContent, EmailTone } from './email-content';
import { emailFrame, type EmailFrames } from './email-frame';
import { renderEmail } from './render-email';

const label = messages.emails.labels;

/** What every e-mail about a purchase shows (received, verified, rejected, released, refunded). */
export type PurchaseEmailInput = {
  shop: ShopIdentity;
  to: string;
  customerName: string;
  /**
   * Whether the buyer who typed the name and reference confirmed `to` (their
   * verified account's address). When not, neither goes in: an e-mail to an
   * address nobody confirmed carries no stranger's text (ADR 084).
   */
  addressConfirmed: boolean;
  raffle: {
    title: string;
    startNumber: number;
    endNumber: number;
    drawDate: Date;
    /** Storage key of the raffle's picture (JPEG, PNG or GIF: what every mail app shows). */
    imagePath: string | null;
  };
  numbers: readonly number[];
  amountCents: number;
  /** The price in words when packs or a coupon made it (describeSalePrice); shown under the amount. */
  priceDetail?: string | null | undefined;
  /** The per-currency amounts taken when the purchase was made. */
  precioMoneda: CurrencyPrices;
  status: PaymentStatus;
  /** A number, or the token a statement replaces with it (the purchase's, ADR 022). */
  paymentId: number | string;
  methodName?: string | undefined;
  referenceNumber?: string | null | undefined;
  /** The purchase's ticket page (PUBLIC_URL/ticket/{code}). */
  ticketUrl: string;
  /** Where the sale keeps the e-mail's frame (ADR 112); made afresh without. */
  frames?: EmailFrames | undefined;
};

/** What one kind of purchase e-mail says; `{title}` stands for the raffle's title. */
export type PurchaseEmailWording = {
  kind: string;
  subject: string;
  intro: string[];
  /** A reason that must stand out (rejection, release, refund). */
  reason?: string | undefined;
  /** How the numbers are named here ('Números liberados' once they are free again). */
  numbersLabel?: string;
  closing: string[];
};

/** The numbers as the picker shows them: ascending, padded to the raffle's width. */
export function numberLabels(input: Pick<PurchaseEmailInput, 'raffle' | 'numbers'>): string {
  return [...input.numbers]
    .sort((a, b) => a - b)
    .map((n) => formatNumber(n, input.raffle.startNumber, input.raffle.endNumber))
    .join(', ');
}

/** '$10.00 (Bs 365,00 · COP 41.000,00)': the dollars, then the snapshot in each currency. */
export function amountLabel(amountCents: number, currencyPrices: CurrencyPrices): string {
  const others = currencyPricesLines(currencyPrices).map((price) =>
    formatCurrencyAmount(price.total, price),
  );
  const usd = formatUsd(amountCents / 100);
  return others.length > 0 ? `${usd} (${others.join(' · ')})` : usd;
}

const STATUS_TONES: Record<PaymentStatus, EmailTone> = {
  pending: 'waiting',
  completed: 'good',
  failed: 'bad',
  refunded: 'neutral',
};

function facts(
  input: PurchaseEmailInput,
  wording: PurchaseEmailWording,
  numbers: string,
): EmailFact[] {
  const tz = input.shop.timeZone;
  const rows: EmailFact[] = [
    { label: label.raffle, value: input.raffle.title },
    {
      label: label.drawDate,
      value: `${formatDateTime(input.raffle.drawDate, tz)} (${timeZoneLabel(tz)})`,
    },
    { label: wording.numbersLabel ?? label.numbers, value: numbers },
    { label: label.amount, value: amountLabel(input.amountCents, input.precioMoneda) },
    ...(input.priceDetail ? [{ label: label.priceDetail, value: input.priceDetail }] : []),
    {
      label: label.status,
      value: messages.myNumbers.statusLabels[input.status],
      tone: STATUS_TONES[input.status],
    },
  ];
  if (input.methodName) rows.push({ label: label.method, value: input.methodName });
  if (input.referenceNumber && input.addressConfirmed)
    rows.push({ label: label.reference, value: input.referenceNumber });
  rows.push({ label: label.payment, value: String(input.paymentId) });
  return rows;
}

/**
 * What a purchase e-mail's frame is made of: the shop, the raffle's title and picture and the
 * wording. Every one of them is in its key, so a kept frame is never another e-mail's.
 */
function frameKey(input: PurchaseEmailInput, wording: PurchaseEmailWording): string {
  const { shop, raffle } = input;
  return JSON.stringify([
    wording.kind,
    wording.subject,
    wording.intro,
    wording.reason ?? null,
    wording.closing,
    raffle.title,
    raffle.imagePath,
    shop.name,
    shop.publicUrl,
    shop.supportWhatsapp,
  ]);
}

/** One purchase e-mail, text and HTML, in the shop's one layout. */
export async function purchaseEmail(
  input: PurchaseEmailInput,
  wording: PurchaseEmailWording,
): Promise<NewEmail> {
  const fill = (template: string) => format(template, { title: input.raffle.title });
  const image = publicUrlPath(input.raffle.imagePath);
  const intro = wording.intro.map(fill);
  const framed: EmailFrameContent = {
    subject: fill(wording.subject),
    shop: input.shop,
    intro,
    image: image ? { url: absoluteUrl(input.shop, image), alt: input.raffle.title } : null,
    notice: wording.reason ? { label: label.reason, value: wording.reason } : null,
    closing: wording.closing.map(fill),
  };
  const make = () => emailFrame(framed);
  const numbers = numberLabels(input);
  return renderEmail(
    {
      ...framed,
      kind: wording.kind,
      to: input.to,
      preview: `${intro[0] ?? ''} ${label.numbers}: ${numbers}`.trim(),
      greeting: input.addressConfirmed ? `Hola ${input.customerName},` : 'Hola,',
      facts: facts(input, wording, numbers),
      action: {
        label: messages.emails.openTicket,
        url: input.ticketUrl,
        line: messages.tickets.emailLine,
      },
    },
    input.frames ? await input.frames(frameKey(input, wording), make) : make(),
  );
}
