import { randomBytes } from 'node:crypto';

/**
 * A ticket link's secret: 16 random bytes (128 bits) as base64url, 22
 * characters. Whoever holds the link sees the ticket, so it must not be
 * guessable or enumerable (see docs/security.md).
 */
export function newTicketCode(): string {
  return randomBytes(16).toString('base64url');
}

/** The ticket page of a purchase, as the e-mails and the QR code link to it. */
export function ticketUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/ticket/${encodeURIComponent(code)}`;
}
