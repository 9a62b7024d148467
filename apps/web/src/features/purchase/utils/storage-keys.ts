/** localStorage key of the browser's guest id (the e2e tests import this file, so it imports nothing). */
export const GUEST_ID_STORAGE_KEY = 'rifas.guest-id';
/** localStorage key of a raffle's unfinished checkout (utils/checkout-draft.ts). */
export const checkoutDraftKey = (raffleId: number) => `rifas.checkout.${raffleId}`;
