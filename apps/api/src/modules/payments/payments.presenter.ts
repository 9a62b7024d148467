import { amountDue, describeBreakdown, shortUsd, type Payment } from '@rifas/shared';
import { isStorageKey } from '../../lib/storage';
import { ticketUrl } from '../tickets';
import { signedCaptureUrl } from './payment-capture';
import type { findPaymentSale, PaymentRow } from './payments.repository';

/** A payment row as the admin screens see it; the receipt as a signed, expiring link. */
export function presentPayment(
  row: PaymentRow,
  link: { secret: string; now: Date; staleBefore: Date; publicUrl: string },
): Payment {
  const hasCapture = row.capturePath !== null && isStorageKey(row.capturePath);
  return {
    id: row.id,
    amount: row.amountCents / 100,
    status: row.status,
    payment_method_name: row.paymentMethodName,
    payment_method: row.paymentMethodName,
    payment_method_id: row.paymentMethodId,
    reference_number: row.referenceNumber,
    payment_date: row.paymentDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    customer_id: row.customerId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    raffle_id: row.raffleId,
    raffle_title: row.raffleTitle,
    capture: hasCapture ? signedCaptureUrl(link.secret, row.id, link.now) : null,
    transaction_data: row.transactionData,
    precio_moneda: row.precioMoneda,
    amount_due: amountDue(row.precioMoneda, row.methodCurrency, row.amountCents),
    numbers: [...row.numbers].sort((a, b) => a - b),
    rejection_reason: row.rejectionReason,
    refund_reason: row.refundReason,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    duplicate_reference: row.duplicateOf.length > 0,
    duplicate_of: row.duplicateOf,
    receipt_matches: row.receiptMatches,
    ticket_url: ticketUrl(link.publicUrl, row.ticketCode),
    stale: row.status === 'pending' && row.createdAt.getTime() < link.staleBefore.getTime(),
  };
}

export type PaymentSaleRow = NonNullable<Awaited<ReturnType<typeof findPaymentSale>>>;

/** The purchase's pricing as the detail shows it (issue 29): dollars, the packs in words. */
export function presentSale({ sale, sellerName, sellerCode }: PaymentSaleRow) {
  return {
    packs_text: describeBreakdown(sale.breakdown, shortUsd),
    list_amount: sale.listCents / 100,
    discount: sale.discountCents / 100,
    coupon_code: sale.couponCode,
    seller: sellerName ? `${sellerName} (${sellerCode})` : null,
    commission: sale.commissionCents / 100,
  };
}
