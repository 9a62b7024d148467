import { messages, SHOP_NAME, shortBuyerName, TicketCodeSchema, type Ticket } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { notFound } from '../../lib/errors';
import { publicUrlPath } from '../../lib/storage';
import { findTicketRow } from './tickets.repository';

/**
 * A purchase as its ticket link shows it. Anyone with the link may see it, so
 * the buyer appears only as first name and last initial.
 */
export async function getTicket(
  { db }: ServiceContext,
  { code }: { code: string },
): Promise<Ticket> {
  // A garbled link is simply no ticket. Checking the shape first also keeps
  // bytes PostgreSQL refuses in text (NUL) away from the query.
  if (!TicketCodeSchema.safeParse(code).success) throw notFound(messages.tickets.notFound);
  const row = await findTicketRow(db, code);
  if (!row) throw notFound(messages.tickets.notFound);
  return {
    code: row.code,
    shop_name: SHOP_NAME,
    raffle: {
      id: row.raffleId,
      title: row.raffleTitle,
      image: publicUrlPath(row.imagePath),
      draw_date: row.drawDate.toISOString(),
      status: row.raffleStatus,
      start_number: row.startNumber,
      end_number: row.endNumber,
    },
    numbers: [...row.numbers].sort((a, b) => a - b),
    status: row.status,
    amount: row.amountCents / 100,
    precio_moneda: row.precioMoneda,
    created_at: row.createdAt.toISOString(),
    buyer_name: shortBuyerName(row.customerName),
  };
}
