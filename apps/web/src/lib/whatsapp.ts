/**
 * A WhatsApp chat link with a prefilled text. Without a number (digits with the
 * country code) WhatsApp lets the user pick the contact, which is what sharing wants.
 */
export function whatsappLink(phone: string | undefined, text: string): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
