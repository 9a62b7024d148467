export { default as couponsRoutes } from './coupons.routes';
export { claimCouponUse, couponForSale, discountOf, type CouponForSale } from './coupons.service';
