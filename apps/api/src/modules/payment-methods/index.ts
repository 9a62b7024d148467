// Public surface of the payment-methods module: other modules import only from here.
export { default as paymentMethodsRoutes } from './payment-methods.routes';
export { hasActivePaymentMethod } from './payment-methods.repository';
