// Public surface of the payments module (admin review of payments).
export { default as paymentsRoutes } from './payments.routes';
export { lockPayment, listPaymentRows, whereOf, type StatementClaim } from './payments.repository';
export { searchPatterns } from './payment-search';
export { getPayment } from './payments.service';
export {
  rejectLockedPayment,
  rejectPayment,
  validatePayment,
  type RejectOptions,
} from './payments-review.service';
export { sendPendingDigest } from './payments-digest.service';
export { compareAndStore, fingerprintReceipts } from './receipt-fingerprints.service';
