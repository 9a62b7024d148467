export { default as couponsRoutes } from './coupons.routes';
export {
  claimCouponUse,
  couponForSale,
  discountOf,
  type CouponBuyer,
  type CouponForSale,
} from './coupons.service';
