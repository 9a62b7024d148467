import { SELLER_REFERRAL_KEY } from './storage-keys';

/** A seller's link counts for this long after it was opened (a buyer may come back later). */
const REFERRAL_DAYS = 30;

/**
 * Keeps the seller's code of a link like '/raffles/3?v=ANA' (or the home's)
 * on the device, so it survives the checkout and a reload; the server ignores
 * an unknown or inactive code, so nothing here is checked (issue 29).
 */
export function rememberSellerCode(search: string): void {
  const code = new URLSearchParams(search).get('v')?.trim();
  if (!code || !/^[A-Za-z0-9-]{3,30}$/.test(code)) return;
  try {
    localStorage.setItem(SELLER_REFERRAL_KEY, JSON.stringify({ code, at: Date.now() }));
  } catch {
    // Private mode: the link still works for this page's purchase through the URL.
  }
}

/** The remembered seller's code, or null (none, too old, or storage blocked). */
export function rememberedSellerCode(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(SELLER_REFERRAL_KEY) ?? 'null') as {
      code?: unknown;
      at?: unknown;
    } | null;
    if (!stored || typeof stored.code !== 'string' || typeof stored.at !== 'number') return null;
    return Date.now() - stored.at < REFERRAL_DAYS * 86_400_000 ? stored.code : null;
  } catch {
    return null;
  }
}
