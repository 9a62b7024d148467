import {
  isVoidStatus,
  messages,
  shortBuyerName,
  TicketCodeSchema,
  type Ticket,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { notFound } from '../../lib/errors';
import { publicUrlPath } from '../../lib/storage';
import { shopIdentity } from '../mail';
import { findTicketRow } from './tickets.repository';

type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicketRow>>>;

/** The draw's result as the ticket shows it; only a paid number can win. */
function drawOf(row: TicketRow): Ticket['draw'] {
  const { lotteryName, lotteryDrawAt, lotteryResult, winningNumber } = row;
  if (!lotteryName || !lotteryDrawAt || lotteryResult === null || winningNumber === null) {
    return null;
  }
  return {
    lottery: { name: lotteryName, draw_at: lotteryDrawAt.toISOString(), result: lotteryResult },
    prize: row.productToWin,
    winning_number: winningNumber,
    won: row.status === 'completed' && row.numbers.includes(winningNumber),
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
  const shop = await shopIdentity(ctx);
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
    amount: row.amountCents / 100,
    precio_moneda: row.precioMoneda,
    created_at: row.createdAt.toISOString(),
    buyer_name: shortBuyerName(row.customerName),
    draw: drawOf(row),
  };
}
