import { formatNumber, type PaymentNotice } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { getPayment } from '../payments';
import { findNoticeExtras } from './queue.repository';

export type NoticeSource = {
  notice: PaymentNotice;
  status: string;
  capturePath: string | null;
  reviewerName: string | null;
  reviewedAt: Date | null;
  rejectionReason: string | null;
};

/** A payment as the notices tell it: the admin screen's view, its numbers as the raffle labels them. */
export async function loadNotice(
  ctx: ServiceContext,
  paymentId: number,
): Promise<NoticeSource | null> {
  const extras = await findNoticeExtras(ctx.db, paymentId);
  if (!extras) return null;
  const payment = await getPayment(ctx, { id: paymentId });
  return {
    notice: {
      id: payment.id,
      raffleTitle: payment.raffle_title,
      numberLabels: payment.numbers.map((n) =>
        formatNumber(n, extras.startNumber, extras.endNumber),
      ),
      amountCents: Math.round(payment.amount * 100),
      amountDue: payment.amount_due,
      method: payment.payment_method_name,
      reference: payment.reference_number,
      paymentDate: payment.payment_date,
      createdAt: new Date(payment.created_at),
      customerName: payment.customer_name,
      customerId: payment.customer_id,
      customerPhone: payment.customer_phone,
      duplicateReference: payment.duplicate_reference,
      receiptMatches: payment.receipt_matches.map((match) => ({
        paymentId: match.payment_id,
        url: `${ctx.config.publicUrl}/admin/pagos?pago=${match.payment_id}`,
      })),
    },
    status: extras.status,
    capturePath: payment.capture ? extras.capturePath : null,
    reviewerName: extras.reviewerName,
    reviewedAt: extras.reviewedAt,
    rejectionReason: extras.rejectionReason,
  };
}
