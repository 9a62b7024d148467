// Public surface of the payments module (admin review of payments).
export { default as paymentsRoutes } from './payments.routes';
export { lockPayment, listPaymentRows, whereOf } from './payments.repository';
export { searchPatterns } from './payment-search';
export { rejectLockedPayment, type RejectOptions } from './payments.service';
export { sendPendingDigest } from './payments-digest.service';
