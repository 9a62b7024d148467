import { useSyncExternalStore } from 'react';
import type { Role, SessionUser } from '@rifas/shared';
import { SESSION_STORAGE_KEY } from './storage-keys';

/**
 * The logged-in user and their token as kept in localStorage (docs/domain.md "User session").
 * `verified` may be missing from a session stored before it existed: such a
 * buyer solves the guest challenge, as an unverified one does.
 */
export type Session = Omit<SessionUser, 'verified'> & { verified?: boolean; token: string };
export type { SessionUser };

type Listener = () => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs the same object for the same stored text.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

// Every role once: the compiler refuses a missing or unknown one.
const ROLES = { admin: true, user: true, premium: true } satisfies Record<Role, true>;

/**
 * The stored session, checked by hand rather than with SessionUserSchema: this
 * runs before the first render, which must not wait for zod
 * (docs/decisions/020-light-first-load.md). saveSession wrote it from a checked
 * login answer, and GET /api/auth/me confirms it on start.
 */
function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name, email, role, verified, token } = value as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id)) return null;
    if (typeof name !== 'string' || typeof email !== 'string') return null;
    if (typeof role !== 'string' || !Object.hasOwn(ROLES, role)) return null;
    if (typeof token !== 'string' || token === '') return null;
    return { id, name, email, role: role as Role, verified: verified === true, token };
  } catch {
    return null; // a hand-edited or foreign value is no session
  }
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

function notify() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  return cachedSession;
}

export function saveSession(session: Session): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
  notify();
}

/** Calls `listener` on every change, including changes made in other tabs. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const noSessionOnServer = () => null;

/**
 * The stored session, re-rendering on every change (this tab or another). The one
 * subscription the app uses: AuthProvider builds on it, and features that only need
 * the user's id read it here rather than reaching into the auth feature.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, noSessionOnServer);
}
