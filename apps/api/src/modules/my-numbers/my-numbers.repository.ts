import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, raffles } from '../../db/schema';

/** The user's payments with their raffle's title, newest first. */
export function listUserPayments(db: Executor, userId: number, raffleId?: number) {
  return db
    .select({
      raffleId: payments.raffleId,
      raffleTitle: raffles.title,
      numbers: payments.numbers,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(raffles, eq(raffles.id, payments.raffleId))
    .where(
      and(
        eq(payments.userId, userId),
        raffleId === undefined ? undefined : eq(payments.raffleId, raffleId),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/**
 * Who the purchases belong to: an account, or the buyer's document (its
 * normalised forms, documentVariants) plus contact.
 */
export type PurchaseOwner =
  | { userId: number }
  | { documents: string[]; email: string }
  | { documents: string[]; phone: string };

function ownerCondition(owner: PurchaseOwner) {
  if ('userId' in owner) return eq(payments.userId, owner.userId);
  if ('email' in owner) {
    return and(
      inArray(payments.customerIdNorm, owner.documents),
      eq(payments.customerEmailNorm, owner.email),
    );
  }
  return and(
    inArray(payments.customerIdNorm, owner.documents),
    eq(payments.customerPhoneNorm, owner.phone),
  );
}

/** Whole purchases with their raffle, newest first; never the buyer's contact data. */
export function listOwnerPurchases(db: Executor, owner: PurchaseOwner) {
  return db
    .select({
      ticketCode: payments.ticketCode,
      numbers: payments.numbers,
      status: payments.status,
      amountCents: payments.amountCents,
      precioMoneda: payments.precioMoneda,
      rejectionReason: payments.rejectionReason,
      createdAt: payments.createdAt,
      raffleId: raffles.id,
      raffleTitle: raffles.title,
      imagePath: raffles.imagePath,
      raffleStatus: raffles.status,
      drawDate: raffles.drawDate,
      startNumber: raffles.startNumber,
      endNumber: raffles.endNumber,
    })
    .from(payments)
    .innerJoin(raffles, eq(raffles.id, payments.raffleId))
    .where(ownerCondition(owner))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(200);
}
