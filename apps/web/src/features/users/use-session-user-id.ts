import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@/lib/session';

/** The signed-in admin's id, to mark their own row (the server refuses self-deletion). */
export function useSessionUserId(): number | null {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  return session?.id ?? null;
}
