import {
  DEFAULT_WHATSAPP_REJECTED_TEXT,
  DEFAULT_WHATSAPP_VALIDATED_TEXT,
  fillReviewText,
  firstName,
  type Payment,
  type Settings,
} from '@rifas/shared';
import { formatPaymentNumbers, type NumberRange } from './payment-format';

/**
 * What 'Avisar por WhatsApp' writes to the buyer after her payment's review: the
 * shop's text (Tienda) for the outcome, filled with this payment (issue 40, point 4).
 * Until the settings load, the default texts.
 */
export function reviewWhatsAppText(
  payment: Payment,
  settings: Pick<Settings, 'whatsapp_validated_text' | 'whatsapp_rejected_text'> | undefined,
  range?: NumberRange,
): string {
  const template =
    payment.status === 'failed'
      ? (settings?.whatsapp_rejected_text ?? DEFAULT_WHATSAPP_REJECTED_TEXT)
      : (settings?.whatsapp_validated_text ?? DEFAULT_WHATSAPP_VALIDATED_TEXT);
  return fillReviewText(template, {
    nombre: firstName(payment.customer_name),
    rifa: payment.raffle_title,
    numeros: formatPaymentNumbers(payment.numbers, range),
    ticket: payment.ticket_url,
    motivo: payment.rejection_reason ?? '',
  });
}
