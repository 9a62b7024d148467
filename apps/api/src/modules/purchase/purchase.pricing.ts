import {
  buyerKeysOf,
  documentVariants,
  priceOrder,
  type BuyerIdentity,
  type PriceBreakdown,
} from '@rifas/shared';
import type { Executor } from '../../db/client';
import { couponClaim, saleRow } from '../../db/sale-args';
import { couponForSale, discountOf, type CouponBuyer, type CouponForSale } from '../coupons';
import { commissionFor, sellerForSale } from '../sellers';

/**
 * What a purchase charges (issue 29, ADR 028): the cheapest packs for its
 * count, less the coupon, priced on the server from the raffle's row whatever
 * the browser sent. `recorded` when the payment keeps a breakdown row.
 */
export type SalePricing = {
  breakdown: PriceBreakdown;
  discountCents: number;
  totalCents: number;
  coupon: CouponForSale | null;
  buyer: CouponBuyer;
  seller: { id: number; commissionPercent: number } | null;
  commissionCents: number;
  recorded: boolean;
};

export type SaleCodes = BuyerIdentity & {
  coupon_code?: string | null | undefined;
  seller_code?: string | null | undefined;
};

/**
 * The coupon and seller, read before the sale's transaction: an unusable
 * coupon refuses the purchase with its reason; an unknown seller is ignored.
 */
export async function saleExtras(
  db: Executor,
  order: { raffleId: number; quantity: number; now: Date; codes: SaleCodes },
) {
  const code = order.codes.coupon_code?.trim();
  const coupon = code ? await couponForSale(db, { ...order, code }) : null;
  const seller = await sellerForSale(db, order.codes.seller_code?.trim());
  // Uses per buyer: any identity key shared, the cédula with or without its letter.
  const buyer = {
    keys: buyerKeysOf(order.codes),
    documents: documentVariants(order.codes.customer_id),
  };
  return { coupon, seller, buyer };
}

/** The price of `quantity` numbers of this raffle (its row as the sale's guard checks it). */
export function priceSale(
  raffle: { priceCents: number; packs: { quantity: number; priceCents: number }[] },
  quantity: number,
  extras: Awaited<ReturnType<typeof saleExtras>>,
): SalePricing {
  const breakdown = priceOrder(quantity, raffle.priceCents, raffle.packs);
  const discountCents = extras.coupon ? discountOf(extras.coupon, breakdown.totalCents) : 0;
  const totalCents = breakdown.totalCents - discountCents;
  return {
    breakdown,
    discountCents,
    totalCents,
    coupon: extras.coupon,
    buyer: extras.buyer,
    seller: extras.seller,
    commissionCents: commissionFor(extras.seller, totalCents),
    recorded: breakdown.packs.length > 0 || extras.coupon !== null || extras.seller !== null,
  };
}

/**
 * What the sale's statement writes besides the payment (rifas_sell): the
 * coupon it claims under the coupon's lock, and the payment's breakdown,
 * coupon and seller (payment_sales, without its payment id).
 */
export function saleExtrasRows(pricing: SalePricing) {
  const { breakdown } = pricing;
  return {
    coupon: pricing.coupon ? couponClaim(pricing.coupon, pricing.buyer) : null,
    sale: pricing.recorded
      ? saleRow({
          breakdown: {
            packs: breakdown.packs,
            singles: breakdown.singles,
            unitCents: breakdown.unitCents,
          },
          listCents: breakdown.totalCents,
          discountCents: pricing.discountCents,
          couponId: pricing.coupon?.id ?? null,
          couponCode: pricing.coupon?.code ?? null,
          sellerId: pricing.seller?.id ?? null,
          commissionCents: pricing.commissionCents,
        })
      : null,
  };
}
