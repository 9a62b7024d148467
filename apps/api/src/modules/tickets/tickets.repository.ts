import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, raffleDraws, raffles } from '../../db/schema';

/** The payment behind a ticket code with what its page shows of the raffle and its draw. */
export async function findTicketRow(db: Executor, code: string) {
  const [row] = await db
    .select({
      code: payments.ticketCode,
      numbers: payments.numbers,
      status: payments.status,
      amountCents: payments.amountCents,
      precioMoneda: payments.precioMoneda,
      createdAt: payments.createdAt,
      customerName: payments.customerName,
      raffleId: raffles.id,
      raffleTitle: raffles.title,
      productToWin: raffles.productToWin,
      imagePath: raffles.imagePath,
      drawDate: raffles.drawDate,
      raffleStatus: raffles.status,
      startNumber: raffles.startNumber,
      endNumber: raffles.endNumber,
      lotteryName: raffleDraws.lotteryName,
      lotteryDrawAt: raffleDraws.lotteryDrawAt,
      lotteryResult: raffleDraws.lotteryResult,
      winningNumber: raffleDraws.winningNumber,
    })
    .from(payments)
    .innerJoin(raffles, eq(raffles.id, payments.raffleId))
    .leftJoin(raffleDraws, eq(raffleDraws.raffleId, raffles.id))
    .where(eq(payments.ticketCode, code))
    .limit(1);
  return row;
}
