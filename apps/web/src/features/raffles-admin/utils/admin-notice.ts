/** The success text a raffle form hands to the list through the router's location state. */
export type AdminRafflesState = { notice: string };

export function readAdminNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as { notice?: unknown }).notice;
  return typeof notice === 'string' ? notice : null;
}
