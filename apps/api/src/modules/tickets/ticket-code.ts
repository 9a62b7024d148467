import type { RandomPool } from '../../lib/random-pool';

/**
 * A ticket link's secret: 16 random bytes (128 bits) as base64url, 22
 * characters. Whoever holds the link sees the ticket, so it must not be
 * guessable or enumerable (see docs/security.md). The bytes come from the
 * app's pool of the system's CSPRNG (ADR 103).
 */
export function newTicketCode(random: RandomPool): string {
  return random.take(16).toString('base64url');
}

/** The ticket page of a purchase, as the e-mails and the QR code link to it. */
export function ticketUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/ticket/${encodeURIComponent(code)}`;
}
