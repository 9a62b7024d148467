import { MessageCircle } from 'lucide-react';
import { format, messages, type Payment, whatsAppLink } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { useSettings } from '@/lib/shop-settings';
import { reviewWhatsAppText } from '../utils/review-whatsapp';
import type { NumberRange } from '../utils/payment-format';

const m = messages.payments;

/**
 * What a review says afterwards; a bulk review lists each payment it could not
 * process. A single review keeps the payment, to tell its buyer on WhatsApp.
 */
export type ReviewNotice = { text: string; failures?: readonly string[]; reviewed?: Payment };

/**
 * 'Avisar por WhatsApp': a chat with the buyer (her phone normalised as wa.me wants
 * it), with the shop's text for the outcome ready to send (issue 40, point 4).
 */
export function NotifyBuyerLink({ payment, range }: { payment: Payment; range?: NumberRange }) {
  const settings = useSettings();
  return (
    <a
      href={whatsAppLink(payment.customer_phone, reviewWhatsAppText(payment, settings.data, range))}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg bg-emerald-700 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
    >
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      {m.notifyWhatsApp}
    </a>
  );
}

/** 'Pago #12 validado. Siguiente pendiente:' above the next one, with the buyer's WhatsApp. */
export function ReviewedBanner({ reviewed, range }: { reviewed: Payment; range?: NumberRange }) {
  const outcome = reviewed.status === 'failed' ? m.outcomeRejected : m.outcomeValidated;
  return (
    <Alert tone="success" action={<NotifyBuyerLink payment={reviewed} range={range} />}>
      {format(m.reviewedThenNext, { id: reviewed.id, outcome })}
    </Alert>
  );
}

export function ReviewNoticeAlert({
  notice,
  range,
}: {
  notice: ReviewNotice;
  range?: NumberRange | undefined;
}) {
  const failures = notice.failures ?? [];
  if (failures.length === 0) {
    return (
      <Alert
        tone="success"
        action={notice.reviewed && <NotifyBuyerLink payment={notice.reviewed} range={range} />}
      >
        {notice.text}
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title={notice.text}>
      <ul className="list-disc space-y-0.5 pl-5" aria-label={m.bulk.failedList}>
        {failures.map((failure) => (
          <li key={failure} className="break-words">
            {failure}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
