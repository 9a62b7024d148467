// Public surface of the mail module: other modules import only from here.
export {
  prepareDeferredEmails,
  queueEmail,
  registerDeferredEmail,
  sendDueEmails,
  type NewEmail,
} from './outbox.service';
export { createMailTransport } from './transport';
export { heldEmailFrames } from './held-frames';
export { shopIdentity, type ShopIdentity } from './shop-identity';
export { renderEmail } from './templates/render-email';
export type { EmailContent } from './templates/email-content';
export {
  purchaseEmail,
  type PurchaseEmailInput,
  type PurchaseEmailWording,
} from './templates/purchase-email';
