import { format } from '../messages';

/**
 * The text 'Avisar por WhatsApp' sends a buyer after her payment's review: the
 * shop's template (settings.whatsapp_validated_text or whatsapp_rejected_text) with
 * its words in braces filled. Unknown words stay as written, as in a share text.
 */

/** The words a review text may use, as the operator reads them in Tienda. */
export const REVIEW_TEXT_WORDS = ['nombre', 'rifa', 'numeros', 'ticket', 'motivo'] as const;

export type ReviewTextValues = Record<(typeof REVIEW_TEXT_WORDS)[number], string>;

/** 'Ana María Pérez' greets as 'Ana': the first word of the name the buyer typed. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export function fillReviewText(template: string, values: ReviewTextValues): string {
  return format(template, values);
}
