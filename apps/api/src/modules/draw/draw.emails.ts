import { format, formatDateTime, formatNumber, messages, timeZoneLabel } from '@rifas/shared';
import { renderEmail, type NewEmail, type ShopIdentity } from '../mail';
import { ticketUrl } from '../tickets';

const m = messages.draw.winnerEmail;
const label = messages.emails.labels;

export type WinnerEmailInput = {
  shop: ShopIdentity;
  raffle: { title: string; productToWin: string; startNumber: number; endNumber: number };
  winner: { email: string; name: string; ticketCode: string };
  number: number;
  lottery: { name: string; drawAt: Date; result: string };
};

/** '¡Ganaste!': the buyer of the winning number hears it, with the result and their ticket. */
export function winnerEmail(input: WinnerEmailInput): Promise<NewEmail> {
  const { shop, raffle, lottery } = input;
  const number = formatNumber(input.number, raffle.startNumber, raffle.endNumber);
  const fill = (template: string) =>
    format(template, { title: raffle.title, number, prize: raffle.productToWin });
  const tz = shop.timeZone;
  return renderEmail({
    kind: 'draw_winner',
    to: input.winner.email,
    subject: fill(m.subject),
    shop,
    preview: fill(m.intro),
    greeting: `Hola ${input.winner.name},`,
    intro: [fill(m.intro)],
    notice: { label: m.numberLabel, value: number, tone: 'good' },
    facts: [
      { label: label.raffle, value: raffle.title },
      { label: m.prizeLabel, value: raffle.productToWin },
      {
        label: m.resultLabel,
        value: `${lottery.name}: ${lottery.result} (${formatDateTime(lottery.drawAt, tz)}, ${timeZoneLabel(tz)})`,
      },
    ],
    action: {
      label: messages.emails.openTicket,
      url: ticketUrl(shop.publicUrl, input.winner.ticketCode),
      line: messages.tickets.emailLine,
    },
    closing: [m.closing],
  });
}
