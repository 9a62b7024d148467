/**
 * Browser storage keys. The e2e fixtures import this file too, so a renamed key
 * cannot silently break them.
 */
export const SESSION_STORAGE_KEY = 'rifas.session';
/** sessionStorage: set once the splash screen has been shown in this browser session. */
export const SPLASH_SEEN_KEY = 'rifas.splash-seen';
/** localStorage: the seller whose link (`?v=CODE`) brought this browser, and when (issue 29). */
export const SELLER_REFERRAL_KEY = 'rifas.seller';
