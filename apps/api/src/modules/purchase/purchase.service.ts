import { randomBytes } from 'node:crypto';
import {
  buyerKeysOf,
  normalizeDocument,
  normalizeEmail,
  normalizePhone,
  customFieldValues,
  describeSalePrice,
  messages,
  NumberListSchema,
  paymentFormErrors,
  currencyPricesOfTotal,
  PurchasePaymentSchema,
  shortUsd,
  type PurchaseResult,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { conflict, invalidField, invalidInput } from '../../lib/errors';
import type { StoredFile } from '../../lib/storage';
import { heldActiveRates } from '../currencies';
import { emailUnderCap, paymentRow } from '../../db/sale-args';
import { heldEmailFrames, shopIdentity } from '../mail';
import { usersRepository } from '../users';
import { capError, capLockKeys, capsApply, capsFor } from '../abuse';
import { couponClaimError } from '../coupons';
import { abuseLimits } from '../settings';
import { newTicketCode, ticketUrl } from '../tickets';
import {
  recordNumbersChange,
  assertInRange,
  holderKeysFor,
  loadRaffleForSale,
  onHeldRaffle,
  normalizeNumbers,
  saleGuard,
  StaleRaffle,
  type RaffleForNumbers,
} from '../numbers';
import { answerKept, capsArg } from '../../db/sale-args';
import { inNumbersStatement } from '../../db/transaction';
import { isForeignKeyViolation } from '../../db/sql-errors';
import { challengeUsed, type ChallengeTicket } from '../challenge';
import { heldActivePaymentMethod, sell } from './purchase.repository';
import { deleteReceipt, processReceipt, storeReceipt } from './purchase.receipt';
import { purchaseReceivedEmail } from './purchase.emails';
import { KeyReplay, keyMismatch, type AnswerKey } from './purchase.idempotency';
import { priceSale, saleExtras, saleExtrasRows } from './purchase.pricing';

/** The raw parts of a purchase request, before any validation. */
export type PurchaseParts = { numbers: unknown; payment: unknown; image: Buffer | null };

export type PurchaseRequest = {
  raffleId: number;
  parts: PurchaseParts;
  /** The caller's network address (request.clientNetwork): the caps count per address. */
  clientAddress: string;
  /**
   * The request's Idempotency-Key: the sale's statement checks it first (a kept answer is
   * replayed: KeyReplay) and keeps its own answer under it, so it is kept iff the sale commits.
   */
  key?: AnswerKey | undefined;
  /** The guest's solved challenge, spent by the sale's statement (ADR 065); null when none is asked. */
  challenge: ChallengeTicket | null;
  /**
   * Spends the network's purchase budget (plugins/request-budget.ts): called once the
   * purchase is valid, so one refused for its own content spends nothing (issue 46).
   */
  spendBudget?: () => Promise<void>;
  /**
   * Counts one more e-mail this network sends to an address it has not confirmed
   * and answers the hour's count: past PURCHASE_EMAILS_PER_SENDER_PER_HOUR the
   * purchase goes through without its e-mail (ADR 084).
   */
  countEmail?: () => Promise<number>;
};

/**
 * Where the "Compra recibida" e-mail shows the payment's id, which only the
 * purchase's statement knows: it replaces this token there. Random per process,
 * so no buyer's text can carry it.
 */
const PAYMENT_ID_SLOT = `pago-${randomBytes(12).toString('hex')}`;

/**
 * The purchase (docs/domain.md–§4): validate, then ONE transaction claims every
 * number — free, a lapsed hold, or held by this buyer — under a new pending
 * payment, or writes nothing. The receipt file is written before the
 * transaction and deleted if it does not commit: a failed purchase, or one
 * that turned out a replay of its Idempotency-Key, leaves no file and no row.
 */
export async function purchaseNumbers(
  ctx: ServiceContext,
  request: PurchaseRequest,
): Promise<PurchaseResult> {
  const { db, now, actor: user, config } = ctx;
  const { raffleId, parts, clientAddress } = request;

  const numbersParsed = NumberListSchema.safeParse(parts.numbers);
  if (!numbersParsed.success) throw invalidInput(numbersParsed.error);
  const numbers = normalizeNumbers(numbersParsed.data, config.maxNumbersPerOrder);
  const paymentParsed = PurchasePaymentSchema.safeParse(parts.payment);
  if (!paymentParsed.success) throw invalidInput(paymentParsed.error);
  const payment = paymentParsed.data;

  const heldRaffle = await loadRaffleForSale(ctx, raffleId, user, now);
  assertInRange(heldRaffle, numbers);
  // Coupon and seller (issue 29): an unusable coupon refuses here, before any file is written.
  const extras = await saleExtras(db, { raffleId, quantity: numbers.length, now, codes: payment });

  const method = await heldActivePaymentMethod(ctx, payment.payment_method_id);
  if (!method) throw invalidField('payment_method_id', messages.purchase.methodRequired);
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
  if (formError) throw invalidField(formError.field, formError.message);

  const receipt = parts.image ? await processReceipt(ctx, parts.image) : null;
  await request.spendBudget?.();
  // Stored before anything is sold: a bucket (or disk) that fails leaves no payment behind.
  const stored: StoredFile | null = receipt ? await storeReceipt(ctx, receipt) : null;

  const holderKeys = holderKeysFor(payment.holder_id, user);
  const buyerKeys = buyerKeysOf(payment);
  const ticketCode = newTicketCode(ctx.runtime.random);
  // The operator's limits (modules/settings, held in memory): a change applies to the next purchase.
  const abuse = await abuseLimits(ctx);
  const shop = await shopIdentity(ctx);
  // The name and reference go in the e-mail only to the buyer's own verified address (ADR 084).
  const addressConfirmed = await usersRepository.isConfirmedOwner(
    db,
    user?.id,
    payment.customer_email,
  );
  // The recipient's cap is counted by the sale's statement; the sender's here, for strangers' addresses only.
  const sent = addressConfirmed ? 0 : ((await request.countEmail?.()) ?? 0);
  const emailsPerHour =
    sent > config.purchaseEmailsPerSenderPerHour ? 0 : config.purchaseEmailsPerHour;
  // A snapshot of the rates: what 1 USD was worth when the buyer bought.
  const rates = await heldActiveRates(ctx);
  // Caps off (ABUSE_LIMITS=false, or an admin) only skip the counts (ADR 040).
  const capped = capsApply(abuse, user);
  const lockKeys = capLockKeys(capped, { clientAddress, holderKeys, buyerKeys });
  // The raffle comes from memory; when the sale's guard finds it changed
  // meanwhile, the sale runs once more on a fresh read (ADR 022).
  const sellOn = async (raffle: RaffleForNumbers, fresh: boolean): Promise<PurchaseResult> => {
    // Packs and coupon priced on the server from the row the guard checks (issue 29).
    const pricing = priceSale(raffle, numbers.length, extras);
    const amountCents = pricing.totalCents;
    const currencyPrices = currencyPricesOfTotal(rates, raffle.priceCents / 100, amountCents / 100);
    // Rendered before the statement that gives the payment its id, which fills the slot.
    const email = await purchaseReceivedEmail({
      shop,
      to: payment.customer_email,
      customerName: payment.customer_name,
      addressConfirmed,
      raffle,
      numbers,
      amountCents,
      priceDetail: describeSalePrice(
        {
          breakdown: pricing.breakdown,
          discountCents: pricing.discountCents,
          couponCode: pricing.coupon?.code ?? null,
        },
        shortUsd,
      ),
      precioMoneda: currencyPrices,
      status: 'pending',
      methodName: method.name,
      referenceNumber: payment.reference_number || null,
      paymentId: PAYMENT_ID_SLOT,
      ticketUrl: ticketUrl(config.publicUrl, ticketCode),
      frames: heldEmailFrames(ctx),
    });
    const answer = (paymentId: number): PurchaseResult => ({
      success: true,
      message: messages.purchase.success,
      payment: {
        id: paymentId,
        status: 'pending',
        amount: amountCents / 100,
        numbers,
        precio_moneda: currencyPrices,
        ticket_code: ticketCode,
      },
    });
    const caps = capsFor(abuse, raffle);
    const rows = saleExtrasRows(pricing);
    // One statement, its own transaction (rifas_sell, db/functions).
    return inNumbersStatement(ctx, async (statement) => {
      const sale = await sell(statement, {
        raffleId,
        numbers,
        holderKeys,
        lockKeys,
        address: clientAddress,
        buyerKeys,
        now,
        caps: capped ? capsArg(caps) : null,
        guard: saleGuard(raffle, numbers),
        payment: paymentRow({
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
          customerIdNorm: normalizeDocument(payment.customer_id),
          customerEmailNorm: normalizeEmail(payment.customer_email),
          customerPhoneNorm: normalizePhone(payment.customer_phone),
          ticketCode,
          capturePath: stored?.key ?? null,
          clientAddress,
          buyerKeys,
          transactionData: customValues,
          precioMoneda: currencyPrices,
          numbers,
          createdAt: now,
          updatedAt: now,
        }),
        sale: rows.sale,
        coupon: rows.coupon,
        email: emailUnderCap(emailsPerHour, now, email, PAYMENT_ID_SLOT),
        keep: request.key ? answerKept(request.key, answer(0), ['payment', 'id']) : null,
        // A second try after a stale raffle: the first spent it.
        challenge: fresh ? null : request.challenge,
      });
      switch (sale.outcome) {
        case 'sold':
          recordNumbersChange(statement, raffleId, sale.version!);
          return answer(sale.paymentId!);
        case 'lost': {
          const won = new Set(sale.won);
          throw conflict(messages.purchase.unavailable, {
            unavailableNumbers: numbers.filter((n) => !won.has(n)),
          });
        }
        case 'stale':
          throw fresh ? conflict(messages.raffles.unavailable) : new StaleRaffle();
        case 'buyer_cap':
        case 'address_cap':
          throw capError(sale.outcome === 'buyer_cap' ? 'buyer' : 'address', caps, sale.counted!);
        case 'replay':
          throw new KeyReplay(sale.kept!.statusCode, sale.kept!.response);
        case 'mismatch':
          throw keyMismatch();
        case 'challenge_used':
          throw challengeUsed();
        default:
          throw couponClaimError(sale.outcome);
      }
    });
  };
  try {
    // One sale at a time on PGlite, in arrival order: inNumbersStatement takes
    // the turn (db/turns.ts); the receipt was processed before, so a photo never
    // holds up the sales behind it.
    return await onHeldRaffle(ctx, { raffle: heldRaffle, user, now, numbers }, sellOn);
  } catch (err) {
    if (stored) await deleteReceipt(ctx, stored);
    // The method, held in memory, was deleted on another instance a moment ago.
    if (isForeignKeyViolation(err)) {
      throw invalidField('payment_method_id', messages.purchase.methodRequired);
    }
    throw err;
  }
}
