// Public surface of the purchase module: other modules import only from here.
export { default as purchaseRoutes } from './purchase.routes';
