// Public surface of the payments module (admin review of payments).
export { default as paymentsRoutes } from './payments.routes';
export { lockPayment, listPaymentRows, whereOf, type StatementClaim } from './payments.repository';
export { searchPatterns } from './payment-search';
export {
  getPayment,
  rejectLockedPayment,
  rejectPayment,
  validatePayment,
  type RejectOptions,
} from './payments.service';
export { sendPendingDigest } from './payments-digest.service';
export { compareAndStore, fingerprintReceipts } from './receipt-fingerprints.service';
