import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Receipts are private files. The admin screens get them through links signed
 * with APP_SECRET that expire (docs/security.md): an <img src> cannot send the bearer
 * token, and a leaked link stops working within the hour.
 */

/** A link lives at least this long... */
const LINK_SECONDS = 60 * 60;
/** ...and its expiry is rounded up to this step, so repeated lists give the same URL (cacheable). */
const EXPIRY_STEP_SECONDS = 10 * 60;

function signature(secret: string, paymentId: number, expires: number): string {
  return createHmac('sha256', secret)
    .update(`payment-capture:${paymentId}:${expires}`)
    .digest('base64url');
}

/** `/api/payments/:id/capture?expires=…&sig=…`, valid for one to one hour and ten minutes. */
export function signedCaptureUrl(secret: string, paymentId: number, now: Date): string {
  const earliest = Math.floor(now.getTime() / 1000) + LINK_SECONDS;
  const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const sig = signature(secret, paymentId, expires);
  return `/api/payments/${paymentId}/capture?expires=${expires}&sig=${sig}`;
}

/** True when the signature is this payment's and the link has not expired. */
export function isValidCaptureSignature(
  secret: string,
  paymentId: number,
  expires: number,
  sig: string,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, paymentId, expires));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The receipt's MIME type by its stored extension (receipts are re-encoded on upload). */
export function captureContentType(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
