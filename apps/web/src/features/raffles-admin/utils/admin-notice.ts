/**
 * What a raffle form hands to the list through the router's location state: its
 * success text, and the saved raffle to offer for sharing when it is on sale.
 */
export type AdminRafflesState = { notice: string; shareId?: number | null };

export function readAdminNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  return typeof notice === 'string' ? notice : null;
}

/** The raffle the form just put on sale, to share from the list's notice. */
export function readSharedRaffleId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { shareId?: unknown }).shareId;
  return typeof id === 'number' ? id : null;
}
