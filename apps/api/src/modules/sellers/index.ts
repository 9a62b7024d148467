export { default as sellersRoutes } from './sellers.routes';
export { commissionFor, sellerForSale } from './sellers.service';
