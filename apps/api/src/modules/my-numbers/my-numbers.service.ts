import {
  documentVariants,
  isEmailContact,
  normalizeEmail,
  normalizePhone,
  type BuyerPurchase,
  type BuyerPurchases,
  type MyNumber,
  type NumbersLookupInput,
} from '@rifas/shared';
import { signedIn, type ServiceContext } from '../../context';
import { publicUrlPath } from '../../lib/storage';
import { assertAttemptAllowed, recordFailure, recordSuccess } from '../../lib/failure-throttle';
import { listOwnerPurchases, listUserPayments, type PurchaseOwner } from './my-numbers.repository';

// A number's state follows its payment: pending holds it, completed sells it, failed or refunded frees it.
const NUMBER_STATUS = {
  pending: 'reserved',
  completed: 'sold',
  failed: 'available',
  refunded: 'available',
} as const;

/** Every number of the payments linked to the user, one row per number. */
export async function listMyNumbers(
  ctx: ServiceContext,
  { raffleId }: { raffleId?: number } = {},
): Promise<MyNumber[]> {
  const rows = await listUserPayments(ctx.db, signedIn(ctx).id, raffleId);
  return rows.flatMap((payment) =>
    [...payment.numbers]
      .sort((a, b) => a - b)
      .map((number) => ({
        raffle_id: payment.raffleId,
        raffle_title: payment.raffleTitle,
        number,
        status: NUMBER_STATUS[payment.status],
        payment_status: payment.status,
        purchased_at: payment.createdAt.toISOString(),
      })),
  );
}

type PurchaseRow = Awaited<ReturnType<typeof listOwnerPurchases>>[number];

function presentPurchase(row: PurchaseRow): BuyerPurchase {
  return {
    ticket_code: row.ticketCode,
    raffle_id: row.raffleId,
    raffle_title: row.raffleTitle,
    raffle_image: publicUrlPath(row.imagePath),
    raffle_status: row.raffleStatus,
    draw_date: row.drawDate.toISOString(),
    start_number: row.startNumber,
    end_number: row.endNumber,
    numbers: [...row.numbers].sort((a, b) => a - b),
    status: row.status,
    amount: row.amountCents / 100,
    precio_moneda: row.precioMoneda,
    created_at: row.createdAt.toISOString(),
    ...(row.status === 'failed' && row.rejectionReason
      ? { rejection_reason: row.rejectionReason }
      : {}),
  };
}

/**
 * The purchases made with this document and contact. A miss answers the same
 * 200 with an empty list after the same single query, so the answer tells
 * nothing about whether a buyer exists beyond what the caller already typed.
 * Misses are throttled per cédula and network (lib/failure-throttle.ts): one
 * cédula guessed at from a network is refused there after a few, and a
 * network's many misses refuse only the cédulas missed from it (ADR 048).
 */
export async function lookupPurchases(
  { db, config, now }: ServiceContext,
  { address, ...input }: NumbersLookupInput & { address: string },
): Promise<BuyerPurchases> {
  const documents = documentVariants(input.document);
  const attempt = { scope: 'lookup', subject: documents[0]!, address, now };
  const throttle = {
    ...config.login,
    floodFailures: undefined,
    addressMaxFailures: config.rateLimit.lookupMax,
    windowSeconds: config.rateLimit.windowSeconds,
  };
  await assertAttemptAllowed(db, throttle, attempt);
  const owner: PurchaseOwner = isEmailContact(input.contact)
    ? { documents, email: normalizeEmail(input.contact) }
    : { documents, phone: normalizePhone(input.contact) };
  const rows = await listOwnerPurchases(db, owner);
  if (rows.length === 0) await recordFailure(db, throttle, attempt);
  else await recordSuccess(db, attempt);
  return { purchases: rows.map(presentPurchase) };
}

/** The purchases linked to a signed-in account. */
export async function listUserPurchases(ctx: ServiceContext): Promise<BuyerPurchases> {
  const rows = await listOwnerPurchases(ctx.db, { userId: signedIn(ctx).id });
  return { purchases: rows.map(presentPurchase) };
}
