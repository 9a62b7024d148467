import { normalizePhone } from './buyer-identity';

/**
 * A phone as WhatsApp and wa.me want it: country code and digits only.
 * Venezuelan numbers arrive in every local form ('0414-123.45.67',
 * '414 1234567', '+58 414 1234567', '584141234567'); each becomes
 * '584141234567'. A number written with '+' or '00' and another country code
 * keeps it. Anything else keeps its digits, so the caller's schema decides
 * whether it is long enough (docs/domain.md, "Phones").
 */
export function internationalPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  const explicit = trimmed.startsWith('+') || trimmed.startsWith('00');
  const international = trimmed.startsWith('00') ? digits.replace(/^00/, '') : digits;
  if (explicit && !international.startsWith('58')) return international;
  const national = normalizePhone(digits);
  return national.length === 10 ? `58${national}` : international;
}

/** The wa.me link that opens a chat with this phone, with an optional ready text. */
export function whatsAppLink(phone: string, text?: string): string {
  const base = `https://wa.me/${internationalPhone(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
