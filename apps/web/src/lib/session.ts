import { SessionUserSchema, type SessionUser } from '@rifas/shared';
import { SESSION_STORAGE_KEY } from './storage-keys';

/** The logged-in user and their token as kept in localStorage (SPEC §3 "User session"). */
export type Session = SessionUser & { token: string };
export type { SessionUser };

type Listener = () => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs the same object for the same stored text.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const user = SessionUserSchema.safeParse(value);
    if (!user.success) return null;
    const token = (value as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') return null;
    return { ...user.data, token };
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
