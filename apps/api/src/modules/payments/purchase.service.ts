import {
  buildPrecioMoneda,
  customFieldValues,
  messages,
  NumberListSchema,
  paymentFormErrors,
  PurchasePaymentSchema,
  RECEIPT_MAX_BYTES,
  type PurchaseResult,
} from '@rifas/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { processImage } from '../../lib/images';
import type { FileStorage, StoredFile } from '../../lib/storage';
import type { SessionUser } from '../../types';
import { listActiveRates } from '../currencies/rates.service';
import { queueEmail } from '../mail/outbox.service';
import { claimForPayment } from '../numbers/numbers.repository';
import { bumpNumbersVersion } from '../numbers/numbers-version';
import {
  assertInRange,
  holderKeysFor,
  loadRaffleForSale,
  normalizeNumbers,
} from '../numbers/raffle-sale';
import { inNumbersTransaction } from '../numbers/transaction';
import { findActivePaymentMethod, insertPayment } from './payments.repository';
import { purchaseReceivedEmail } from './purchase.emails';
import type { PurchaseParts } from './purchase.multipart';

export type PurchaseDeps = {
  db: Db;
  storage: FileStorage;
  now: Date;
  maxNumbersPerOrder: number;
  log: { error: (obj: object, msg: string) => void };
};

export type PurchaseRequest = {
  raffleId: number;
  parts: PurchaseParts;
  user: SessionUser | null;
  /** Runs inside the purchase's transaction, so the answer is kept iff the purchase commits. */
  onCommit?: ((tx: Tx, result: PurchaseResult) => Promise<void>) | undefined;
};

function firstIssue(error: z.ZodError): never {
  const issues = error.issues.map((i) => ({
    path: i.path.map(String).join('.'),
    message: i.message,
  }));
  throw badRequest(issues[0]!.message, { issues });
}

/**
 * The purchase (DESIGN §3–§4): validate, then ONE transaction claims every
 * number — free, a lapsed hold, or held by this buyer — under a new pending
 * payment, or writes nothing. The receipt file is written before the
 * transaction and deleted if it does not commit: a failed purchase leaves no
 * file and no row.
 */
export async function purchaseNumbers(
  deps: PurchaseDeps,
  request: PurchaseRequest,
): Promise<PurchaseResult> {
  const { db, now } = deps;
  const { raffleId, parts, user } = request;

  const numbersParsed = NumberListSchema.safeParse(parts.numbers);
  if (!numbersParsed.success) firstIssue(numbersParsed.error);
  const numbers = normalizeNumbers(numbersParsed.data, deps.maxNumbersPerOrder);
  const paymentParsed = PurchasePaymentSchema.safeParse(parts.payment);
  if (!paymentParsed.success) firstIssue(paymentParsed.error);
  const payment = paymentParsed.data;

  const raffle = await loadRaffleForSale(db, raffleId, user, now);
  assertInRange(raffle, numbers);

  const method = await findActivePaymentMethod(db, payment.payment_method_id);
  if (!method) throw badRequest(messages.purchase.methodRequired, { field: 'payment_method_id' });
  const customValues = customFieldValues(method.customFields, payment);
  const [formError] = paymentFormErrors(
    {
      requires_reference: method.requiresReference,
      requires_date: method.requiresDate,
      requires_capture: method.requiresCapture,
      custom_fields: method.customFields,
    },
    {
      reference_number: payment.reference_number,
      payment_date: payment.payment_date,
      has_capture: parts.image !== null,
      custom_values: customValues,
    },
  );
  if (formError) throw badRequest(formError.message, { field: formError.field });

  const receipt = parts.image
    ? await processImage(parts.image, {
        maxBytes: RECEIPT_MAX_BYTES,
        allowed: ['jpeg', 'png', 'gif'],
        tooLargeText: messages.purchase.imageTooLarge,
        wrongTypeText: messages.purchase.imageWrongType,
      })
    : null;
  const stored: StoredFile | null = receipt
    ? await deps.storage.saveFile('private', receipt.buffer, receipt.ext)
    : null;

  const holderKeys = holderKeysFor(payment.holder_id, user);
  const amountCents = raffle.priceCents * numbers.length;
  try {
    return await inNumbersTransaction(db, async (tx) => {
      const precioMoneda = buildPrecioMoneda(
        await listActiveRates(tx),
        raffle.priceCents / 100,
        numbers.length,
      );
      const paymentId = await insertPayment(tx, {
        raffleId,
        userId: user?.id ?? null,
        paymentMethodId: method.id,
        paymentMethodName: method.name,
        holderId: holderKeys[0] ?? null,
        amountCents,
        status: 'pending',
        referenceNumber: payment.reference_number || null,
        paymentDate: payment.payment_date || null,
        customerId: payment.customer_id,
        customerName: payment.customer_name,
        customerEmail: payment.customer_email,
        customerPhone: payment.customer_phone,
        capturePath: stored?.key ?? null,
        transactionData: customValues,
        precioMoneda,
        numbers,
        createdAt: now,
        updatedAt: now,
      });
      const claimed = await claimForPayment(tx, {
        raffleId,
        numbers,
        paymentId,
        holderKey: holderKeys[0] ?? null,
        holderKeys,
        now,
      });
      if (claimed.length < numbers.length) {
        const won = new Set(claimed);
        throw conflict(messages.purchase.unavailable, {
          unavailableNumbers: numbers.filter((n) => !won.has(n)),
        });
      }
      await queueEmail(
        tx,
        purchaseReceivedEmail({
          to: payment.customer_email,
          customerName: payment.customer_name,
          raffle,
          numbers,
          amountCents,
          methodName: method.name,
          referenceNumber: payment.reference_number || null,
          paymentId,
        }),
      );
      const guard = { minNumber: numbers[0]!, maxNumber: numbers[numbers.length - 1]! };
      const version = await bumpNumbersVersion(
        tx,
        raffleId,
        { status: 'reserved', numbers },
        guard,
      );
      if (version === null) throw conflict(messages.raffles.unavailable);

      const result: PurchaseResult = {
        success: true,
        message: messages.purchase.success,
        payment: {
          id: paymentId,
          status: 'pending',
          amount: amountCents / 100,
          numbers,
          precio_moneda: precioMoneda,
        },
      };
      await request.onCommit?.(tx, result);
      return result;
    });
  } catch (err) {
    if (stored) {
      await deps.storage.deleteFile(stored.key).catch((deleteErr: unknown) => {
        deps.log.error(
          { err: deleteErr, key: stored.key },
          'could not delete the receipt of a failed purchase',
        );
      });
    }
    throw err;
  }
}
