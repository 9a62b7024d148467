import { HOLDER_ID_PATTERN } from '@rifas/shared';
import { GUEST_ID_STORAGE_KEY } from './storage-keys';

/**
 * A random UUID. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a phone opening the dev server by its LAN address gets the
 * getRandomValues version, which is as random.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let memoryGuestId: string | null = null;

/**
 * The guest id that owns this browser's holds (docs/product.md "a temporary guest
 * customer id"): random, kept in localStorage so a reload keeps the holds.
 */
export function guestId(): string {
  try {
    const stored = localStorage.getItem(GUEST_ID_STORAGE_KEY);
    if (stored && HOLDER_ID_PATTERN.test(stored)) return stored;
    const created = randomId();
    localStorage.setItem(GUEST_ID_STORAGE_KEY, created);
    return created;
  } catch {
    // Storage blocked (private mode): one id for this page's life.
    memoryGuestId ??= randomId();
    return memoryGuestId;
  }
}

/**
 * The holder id sent with holds, releases and the purchase: always this browser's
 * guest id, logged in or not. The server adds the account's own key from the
 * session token and treats the guest id as a guest key, so a guest who logs in
 * mid-checkout still owns the numbers held before (docs/purchase-path.md).
 * Sending the user's id here would file it as a guest key and lose them.
 */
export function useHolderId(): string {
  return guestId();
}
