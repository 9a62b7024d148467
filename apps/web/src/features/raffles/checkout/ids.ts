import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@/lib/session';
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
 * The guest id that owns this browser's holds (SPEC §1 "a temporary guest
 * customer id"): random, kept in localStorage so a reload keeps the holds.
 */
export function guestId(): string {
  try {
    const stored = localStorage.getItem(GUEST_ID_STORAGE_KEY);
    if (stored && /^[A-Za-z0-9_.:-]{1,100}$/.test(stored)) return stored;
    const created = randomId();
    localStorage.setItem(GUEST_ID_STORAGE_KEY, created);
    return created;
  } catch {
    // Storage blocked (private mode): one id for this page's life.
    memoryGuestId ??= randomId();
    return memoryGuestId;
  }
}

/** The logged-in user (from the stored session), or null for a guest. */
export function useSessionUser() {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** DESIGN §3: holds belong to the user's id when logged in, else to the guest id. */
export function useHolderId(): string {
  const session = useSessionUser();
  return session ? String(session.id) : guestId();
}
