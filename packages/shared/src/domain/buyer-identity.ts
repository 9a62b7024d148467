/**
 * How a buyer proves a purchase is theirs without an account: the document
 * (cédula) plus the e-mail or phone they bought with. Both sides compare the
 * normalised forms (see docs/domain.md, "Buyer identity"); the API stores them
 * next to the payment so the lookup is one indexed query.
 */

/** 'V-12.345.678' and 'v12345678' are the same cédula: letters and digits only, lower case. */
export function normalizeDocument(document: string): string {
  return document.replace(/[^0-9A-Za-z]/g, '').toLowerCase();
}

/** The letters a Venezuelan document may start with: venezolano, extranjero, jurídico, gobierno, pasaporte. */
const NATIONALITY_LETTERS = ['v', 'e', 'j', 'g', 'p'] as const;

/**
 * Every normalised form that is the same cédula as `document`, for the buyer's
 * lookup: 'V-18.456.789', 'v 18456789' and '18456789' find the same purchases,
 * as the admin search does (a purchase stores normalizeDocument of what was
 * typed, with or without its letter). The e-mail or phone must match as well,
 * so the letter adds nothing a stranger could use.
 */
export function documentVariants(document: string): string[] {
  const normalised = normalizeDocument(document);
  const digits = /^[vejgp]?(\d+)$/.exec(normalised)?.[1];
  if (!digits) return [normalised];
  return [digits, ...NATIONALITY_LETTERS.map((letter) => `${letter}${digits}`)];
}

/** E-mail addresses compare without surrounding spaces or letter case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A phone as its national digits: '+58 412-123.45.67', '0412 1234567' and
 * '4121234567' are the same. The country code 58 is dropped only when ten
 * digits follow it, so a short national number starting with 58 stays whole.
 */
export function normalizePhone(phone: string): string {
  return phone
    .replace(/\D/g, '')
    .replace(/^58(?=\d{10})/, '')
    .replace(/^0+/, '');
}

/** The lookup's contact is an e-mail when it has an '@', otherwise a phone. */
export function isEmailContact(contact: string): boolean {
  return contact.includes('@');
}

/** 'María José González' → 'María G.': enough to recognise oneself, not to find someone. */
export function shortBuyerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase('es')}.` : first;
}

/** What a purchase says about its buyer: the fields the identity keys are made of. */
export type BuyerIdentity = { customer_id: string; customer_email: string; customer_phone: string };

/** An e-mail's mailbox: normalised and without a '+tag' ('ana+rifa@x.com' is ana@x.com). */
function mailboxOf(email: string): string {
  const normalised = normalizeEmail(email);
  const at = normalised.lastIndexOf('@');
  if (at <= 0) return normalised;
  return `${normalised.slice(0, at).replace(/\+.*$/, '')}${normalised.slice(at)}`;
}

/**
 * The buyer's identity keys, stored on the payment and matched by the
 * per-identity cap: any shared key is the same buyer, so the cap cannot be
 * dodged with dots, capitals or a '+tag' (docs/decisions/012-abuse-limits.md).
 * The document key is upper case, as the keys already stored on payments are.
 */
export function buyerKeysOf(buyer: BuyerIdentity): string[] {
  const keys = [
    `doc:${normalizeDocument(buyer.customer_id).toUpperCase()}`,
    `email:${mailboxOf(buyer.customer_email)}`,
    `phone:${normalizePhone(buyer.customer_phone)}`,
  ];
  // An empty normalised value (a phone typed as letters) would match every other empty one.
  return keys.filter((key) => !key.endsWith(':'));
}
