export { default as couponsRoutes } from './coupons.routes';
export {
  couponClaimError,
  couponForSale,
  discountOf,
  type CouponBuyer,
  type CouponForSale,
} from './coupons.service';
