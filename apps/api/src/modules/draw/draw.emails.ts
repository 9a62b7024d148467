import { format, formatDateTime, formatNumber, messages, timeZoneLabel } from '@rifas/shared';
import { renderEmail, type NewEmail, type ShopIdentity } from '../mail';
import { ticketUrl } from '../tickets';

const m = messages.draw.winnerEmail;
const label = messages.emails.labels;

export type WinnerEmailInput = {
  shop: ShopIdentity;
  raffle: { title: string; startNumber: number; endNumber: number };
  winner: { email: string; name: string; ticketCode: string; addressConfirmed: boolean };
  number: number;
  lottery: { name: string; drawAt: Date; result: string };
  /** How to claim the prize: the shop's text from Tienda (issue 44). */
  claim: string;
  /** Which prize ('2do premio', 'Una TV'); `only` when the raffle has just its product. */
  prize: { label: string; title: string; only: boolean };
};

/** '¡Ganaste!': the buyer of a winning number hears it, for each prize it won, with the result and their ticket. */
export function winnerEmail(input: WinnerEmailInput): Promise<NewEmail> {
  const { shop, raffle, lottery } = input;
  const number = formatNumber(input.number, raffle.startNumber, raffle.endNumber);
  const { prize } = input;
  const fill = (template: string) =>
    format(template, { title: raffle.title, number, prize: prize.title, label: prize.label });
  const intro = fill(prize.only ? m.intro : messages.prizes.winnerIntro);
  const tz = shop.timeZone;
  return renderEmail({
    kind: 'draw_winner',
    to: input.winner.email,
    subject: fill(m.subject),
    shop,
    preview: intro,
    greeting: input.winner.addressConfirmed ? `Hola ${input.winner.name},` : 'Hola,',
    intro: [intro],
    notice: { label: m.numberLabel, value: number, tone: 'good' },
    facts: [
      { label: label.raffle, value: raffle.title },
      { label: m.prizeLabel, value: prize.only ? prize.title : `${prize.label}: ${prize.title}` },
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
    closing: [input.claim, m.closing],
  });
}
