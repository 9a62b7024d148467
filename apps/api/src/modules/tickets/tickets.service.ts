import {
  isVoidStatus,
  messages,
  prizeOrdinal,
  shortBuyerName,
  TicketCodeSchema,
  type Ticket,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { notFound } from '../../lib/errors';
import { publicUrlPath } from '../../lib/storage';
import { shopIdentity } from '../mail';
import { findTicketPrizes, findTicketRow } from './tickets.repository';

type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicketRow>>>;
type PrizeRows = Awaited<ReturnType<typeof findTicketPrizes>>;

/** This payment's numbers among a prize's winners; only a paid purchase can win. */
const wonBy = (row: TicketRow, winners: { number: number; payment_id: number }[] | null) =>
  row.status === 'completed'
    ? (winners ?? []).filter((w) => w.payment_id === row.paymentId).map((w) => w.number)
    : [];

/**
 * Every prize with its result and what this ticket won of it. Main, terminal
 * and adjacent prizes carry the 1er premio's result (from the draw).
 */
function prizesOf(row: TicketRow, prizes: PrizeRows): Ticket['prizes'] {
  const main = drawOf(row, prizes);
  return prizes.map((prize) => {
    const own = prize.kind === 'official' || prize.kind === 'early_bird';
    const drawn = prize.winners !== null;
    const result = !drawn
      ? null
      : own && prize.resultLottery && prize.resultDrawAt && prize.result !== null
        ? {
            name: prize.resultLottery,
            draw_at: prize.resultDrawAt.toISOString(),
            result: prize.result,
          }
        : (main?.lottery ?? null);
    return {
      position: prize.position,
      label: prizeOrdinal(prize.position),
      title: prize.title ?? row.productToWin,
      drawn,
      result,
      won_numbers: wonBy(row, prize.winners),
    };
  });
}

/** The draw's result as the ticket shows it; only a paid number can win. */
function drawOf(row: TicketRow, prizes: PrizeRows): Ticket['draw'] {
  const { lotteryName, lotteryDrawAt, lotteryResult, winningNumber } = row;
  if (!lotteryName || !lotteryDrawAt || lotteryResult === null || winningNumber === null) {
    return null;
  }
  return {
    lottery: { name: lotteryName, draw_at: lotteryDrawAt.toISOString(), result: lotteryResult },
    prize: row.productToWin,
    winning_number: winningNumber,
    // The main prize's winners: under 'gana el más cercano vendido' not always the number itself.
    won: prizes[0]?.winners
      ? wonBy(row, prizes[0].winners).length > 0
      : row.status === 'completed' && row.numbers.includes(winningNumber),
  };
}

/**
 * A purchase as its ticket link shows it, under the shop's own name and logo
 * (the one shopIdentity). Anyone with the link may see it, so the buyer
 * appears only as first name and last initial.
 */
export async function getTicket(ctx: ServiceContext, { code }: { code: string }): Promise<Ticket> {
  // A garbled link is simply no ticket. Checking the shape first also keeps
  // bytes PostgreSQL refuses in text (NUL) away from the query.
  if (!TicketCodeSchema.safeParse(code).success) throw notFound(messages.tickets.notFound);
  const row = await findTicketRow(ctx.db, code);
  if (!row) throw notFound(messages.tickets.notFound);
  const [shop, prizes] = await Promise.all([
    shopIdentity(ctx),
    findTicketPrizes(ctx.db, row.raffleId),
  ]);
  return {
    code: row.code,
    shop_name: shop.name,
    shop_logo: shop.logoUrl,
    raffle: {
      id: row.raffleId,
      title: row.raffleTitle,
      image: publicUrlPath(row.imagePath),
      draw_date: row.drawDate.toISOString(),
      status: row.raffleStatus,
      start_number: row.startNumber,
      end_number: row.endNumber,
    },
    // A rejected or refunded purchase freed its numbers, which may be someone
    // else's now: its ticket shows none of them.
    numbers: isVoidStatus(row.status) ? [] : [...row.numbers].sort((a, b) => a - b),
    status: row.status,
    // What the shop told the buyer when it rejected or refunded, first on a void ticket (issue 42).
    void_reason:
      row.status === 'failed'
        ? row.rejectionReason
        : row.status === 'refunded'
          ? row.refundReason
          : null,
    amount: row.amountCents / 100,
    precio_moneda: row.precioMoneda,
    created_at: row.createdAt.toISOString(),
    buyer_name: shortBuyerName(row.customerName),
    draw: drawOf(row, prizes),
    prizes: prizesOf(row, prizes),
  };
}
