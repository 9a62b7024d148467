import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, raffleDraws, rafflePrizes, raffles } from '../../db/schema';

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
      rejectionReason: payments.rejectionReason,
      refundReason: payments.refundReason,
      raffleId: raffles.id,
      raffleTitle: raffles.title,
      productToWin: raffles.productToWin,
      imagePath: raffles.imagePath,
      drawDate: raffles.drawDate,
      raffleStatus: raffles.status,
      startNumber: raffles.startNumber,
      endNumber: raffles.endNumber,
      paymentId: payments.id,
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

/** The raffle's prizes with their results and winners (what the ticket checks its numbers against). */
export async function findTicketPrizes(db: Executor, raffleId: number) {
  return db
    .select({
      position: rafflePrizes.position,
      title: rafflePrizes.title,
      kind: rafflePrizes.kind,
      resultLottery: rafflePrizes.resultLottery,
      resultDrawAt: rafflePrizes.resultDrawAt,
      result: rafflePrizes.result,
      winners: rafflePrizes.winners,
    })
    .from(rafflePrizes)
    .where(eq(rafflePrizes.raffleId, raffleId))
    .orderBy(asc(rafflePrizes.position));
}
