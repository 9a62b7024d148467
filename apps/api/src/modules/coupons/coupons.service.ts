import {
  codeKeyOf,
  couponDiscountCents,
  format,
  priceOrder,
  type Coupon,
  type CouponCheckInput,
  type CouponCheckResult,
  type CouponInputParsed,
  type Pack,
  messages,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/sql-errors';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { assertAttemptAllowed, recordFailure } from '../../lib/failure-throttle';
import { recordAudit } from '../audit';
import { loadRaffleForSale } from '../numbers';
import {
  countCouponUses,
  findCouponByKey,
  insertCoupon,
  listCouponRows,
  setCouponActive,
  updateCouponRow,
  type CouponBuyer,
  type CouponRow,
} from './coupons.repository';

export type { CouponBuyer };

const m = messages.coupons;

function presentCoupon(row: CouponRow, raffleTitle: string | null, uses: number): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? row.value / 100 : row.value,
    max_uses: row.maxUses,
    max_uses_per_buyer: row.maxUsesPerBuyer,
    raffle_id: row.raffleId,
    raffle_title: raffleTitle,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    min_numbers: row.minNumbers,
    uses,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** A coupon's row from the admin's input: fixed amounts in cents, optional fields as null. */
function couponValues(input: CouponInputParsed) {
  return {
    code: input.code,
    codeKey: codeKeyOf(input.code),
    kind: input.kind,
    value: input.kind === 'fixed' ? Math.round(input.value * 100) : input.value,
    maxUses: input.max_uses,
    maxUsesPerBuyer: input.max_uses_per_buyer ?? null,
    raffleId: input.raffle_id ?? null,
    validFrom: input.valid_from ? new Date(input.valid_from) : null,
    validUntil: input.valid_until ? new Date(input.valid_until) : null,
    minNumbers: input.min_numbers ?? 1,
  };
}

/** A taken code or a raffle that is gone, as the field's Spanish message. */
function savingError(err: unknown): unknown {
  if (isUniqueViolation(err)) return invalidField('code', m.codeTaken);
  if (isForeignKeyViolation(err)) return invalidField('raffle_id', 'La rifa no existe');
  return err;
}

export async function createCoupon(ctx: ServiceContext, input: CouponInputParsed): Promise<Coupon> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertCoupon(tx, { ...couponValues(input), createdAt: ctx.now });
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'coupon.create',
        entity: 'coupon',
        entityId: created.id,
        details: { code: created.code, kind: created.kind, value: created.value },
      });
      return created;
    });
    return presentCoupon(row, null, 0);
  } catch (err) {
    throw savingError(err);
  }
}

/**
 * 'Editar cupón': new terms for the next purchases; the discounts already given stay
 * with their payments (payment_sales), and its uses keep counting against max_uses.
 */
export async function updateCoupon(
  ctx: ServiceContext,
  { id, ...input }: CouponInputParsed & { id: number },
): Promise<Coupon> {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await updateCouponRow(tx, id, couponValues(input));
      if (!row) throw notFound(m.notFound);
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'coupon.update',
        entity: 'coupon',
        entityId: id,
        details: { code: row.code, kind: row.kind, value: row.value, max_uses: row.maxUses },
      });
    });
  } catch (err) {
    throw savingError(err);
  }
  const [saved] = await listCouponRows(ctx.db, { id });
  if (!saved) throw notFound(m.notFound);
  return presentCoupon(saved.coupon, saved.raffleTitle, saved.uses);
}

export async function listCoupons(ctx: ServiceContext): Promise<Coupon[]> {
  const rows = await listCouponRows(ctx.db);
  return rows.map((r) => presentCoupon(r.coupon, r.raffleTitle, r.uses));
}

/** Why a coupon cannot price this order (before counting its uses), or null. */
function couponRefusal(
  coupon: CouponRow | undefined,
  order: { raffleId: number; quantity: number; now: Date },
): string | null {
  if (!coupon || !coupon.isActive) return m.unknown;
  if (coupon.raffleId !== null && coupon.raffleId !== order.raffleId) return m.otherRaffle;
  if (coupon.validFrom && order.now < coupon.validFrom) return m.notYet;
  if (coupon.validUntil && order.now >= coupon.validUntil) return m.expired;
  if (order.quantity < coupon.minNumbers) return format(m.minNumbers, { min: coupon.minNumbers });
  return null;
}

/** A coupon a purchase may use: its rule on money and its limits, counted again in the sale. */
export type CouponForSale = Pick<
  CouponRow,
  'id' | 'code' | 'kind' | 'value' | 'maxUses' | 'maxUsesPerBuyer'
>;

/**
 * The purchase's coupon (before its transaction): refused with the Spanish
 * reason under `coupon_code` when it cannot apply; its uses are counted later,
 * inside the sale's statement (couponClaim in db/sale-args.ts, rifas_sell).
 */
export async function couponForSale(
  db: Executor,
  order: { code: string; raffleId: number; quantity: number; now: Date },
): Promise<CouponForSale> {
  const coupon = await findCouponByKey(db, codeKeyOf(order.code));
  const refusal = couponRefusal(coupon, order);
  if (refusal || !coupon) throw invalidField('coupon_code', refusal ?? m.unknown);
  return coupon;
}

/** What a buyer is told when the sale could not claim the coupon. */
export function couponClaimError(outcome: 'coupon_gone' | 'coupon_used_up' | 'coupon_per_buyer') {
  if (outcome === 'coupon_used_up') return conflict(m.usedUp, { code: 'coupon_used_up' });
  return invalidField('coupon_code', outcome === 'coupon_gone' ? m.unknown : m.perBuyer);
}

/** The discount a coupon gives on a total, in cents. */
export const discountOf = (coupon: CouponForSale, totalCents: number) =>
  couponDiscountCents({ kind: coupon.kind, value: coupon.value }, totalCents);

/**
 * POST /coupons/check: what the order would cost with the code. Misses are
 * throttled per network like the buyer's lookup: past RATE_LIMIT_LOOKUP_MAX in
 * a window every check from there waits, so codes cannot be guessed (ADR 028).
 */
export async function checkCoupon(
  ctx: ServiceContext,
  {
    address,
    spendBudget,
    ...input
  }: CouponCheckInput & { address: string; spendBudget?: () => Promise<void> },
): Promise<CouponCheckResult> {
  const { db, config, now } = ctx;
  const limit = config.rateLimit.lookupMax;
  // Failures count per code, as a login's per account (ADR 048): a neighbour's wrong codes
  // are refused, never the real one; 20 x the bar of wrong codes in a window stops the network.
  const throttle = {
    ...config.login,
    addressMaxFailures: limit,
    floodFailures: 20 * limit,
    windowSeconds: config.rateLimit.windowSeconds,
  };
  const attempt = { scope: 'coupon', subject: codeKeyOf(input.code), address, now };
  await assertAttemptAllowed(db, throttle, attempt);
  const raffle = await loadRaffleForSale(ctx, input.raffle_id, ctx.actor, now);
  const order = priceOrder(input.quantity, raffle.priceCents, raffle.packs as Pack[]);
  const refuse = (reason: string): CouponCheckResult => ({
    valid: false,
    discount: 0,
    total: order.totalCents / 100,
    reason,
  });
  const coupon = await findCouponByKey(db, codeKeyOf(input.code));
  // A code that exists costs the network's budget (its uses are counted next, issue 46).
  if (coupon) await spendBudget?.();
  const refusal = couponRefusal(coupon, { raffleId: raffle.id, quantity: input.quantity, now });
  if (refusal || !coupon) {
    if (refusal === m.unknown) await recordFailure(db, throttle, attempt);
    return refuse(refusal ?? m.unknown);
  }
  const uses = await countCouponUses(db, coupon.id, { keys: [], documents: [] });
  if (uses.total >= coupon.maxUses) return refuse(m.usedUp);
  const discount = discountOf(coupon, order.totalCents);
  return { valid: true, discount: discount / 100, total: (order.totalCents - discount) / 100 };
}

/** 'Activo' (issue 29): a leaked or finished code is switched off; its past uses stay. */
export async function updateCouponActive(
  ctx: ServiceContext,
  { id, is_active }: { id: number; is_active: boolean },
): Promise<{ id: number; is_active: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const row = await setCouponActive(tx, id, is_active);
    if (!row) throw notFound(m.notFound);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'coupon.update',
      entity: 'coupon',
      entityId: id,
      details: { is_active },
    });
    return { id, is_active: row.isActive };
  });
}
