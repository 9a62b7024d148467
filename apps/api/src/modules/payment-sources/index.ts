// Public surface of the payment-sources module ('Fuentes automáticas', issue 41).
export { default as paymentSourcesRoutes } from './payment-sources.routes';
export { readPaymentSources } from './payment-sources.service';
