import { randomBytes } from 'node:crypto';
import {
  codeKeyOf,
  commissionCents,
  handOverCents,
  type Seller,
  type SellerInputParsed,
  type SellerReport,
  type SellerSummary,
  messages,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql-errors';
import { invalidField, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { listRaffles } from '../raffles';
import {
  findActiveSellerByKey,
  findSellerById,
  findSellerByToken,
  insertSeller,
  listSellerRows,
  sellerFigures,
  setSellerActive,
  type SellerFiguresRow,
  type SellerRow,
} from './sellers.repository';

const m = messages.sellers;

/** The seller's private page: the secret is the link (no account, issue 29). */
export const reportUrl = (publicUrl: string, row: Pick<SellerRow, 'reportToken'>) =>
  `${publicUrl}/vendedor/${row.reportToken}`;

function sumFigures(rows: readonly SellerFiguresRow[]): SellerSummary {
  const amountCents = rows.reduce((n, r) => n + r.amount_cents, 0);
  const commission = rows.reduce((n, r) => n + r.commission_cents, 0);
  // Only what the seller collected is handed over; what buyers paid the shop stays there.
  const collected = rows.reduce((n, r) => n + r.collected_cents, 0);
  const collectedCommission = rows.reduce((n, r) => n + r.collected_commission_cents, 0);
  return {
    validated_count: rows.reduce((n, r) => n + r.count, 0),
    validated_numbers: rows.reduce((n, r) => n + r.numbers, 0),
    validated_amount: amountCents / 100,
    commission: commission / 100,
    hand_over: handOverCents(collected, collectedCommission) / 100,
  };
}

const raffleFigures = (r: SellerFiguresRow) => ({
  raffle_id: r.raffle_id,
  raffle_title: r.raffle_title,
  ...sumFigures([r]),
});

export async function createSeller(
  ctx: ServiceContext,
  input: SellerInputParsed,
): Promise<{ id: number; code: string; report_url: string }> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertSeller(tx, {
        name: input.name,
        phone: input.phone,
        code: input.code,
        codeKey: codeKeyOf(input.code),
        commissionPercent: input.commission_percent,
        isActive: input.is_active ?? true,
        reportToken: randomBytes(18).toString('base64url'),
        createdAt: ctx.now,
      });
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'seller.create',
        entity: 'seller',
        entityId: created.id,
        details: { code: created.code, commission_percent: created.commissionPercent },
      });
      return created;
    });
    return { id: row.id, code: row.code, report_url: reportUrl(ctx.config.publicUrl, row) };
  } catch (err) {
    if (isUniqueViolation(err)) throw invalidField('code', m.codeTaken);
    throw err;
  }
}

/** 'Activo' (issue 29): an inactive seller's link is ignored by new purchases; past sales stay. */
export async function updateSellerActive(
  ctx: ServiceContext,
  { id, is_active }: { id: number; is_active: boolean },
): Promise<{ id: number; is_active: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const row = await setSellerActive(tx, id, is_active);
    if (!row) throw notFound(m.notFound);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'seller.update',
      entity: 'seller',
      entityId: id,
      details: { is_active },
    });
    return { id, is_active: row.isActive };
  });
}

/** 'Vendedores': every seller with the validated figures per raffle. */
export async function listSellers(ctx: ServiceContext): Promise<Seller[]> {
  const [rows, figures] = await Promise.all([listSellerRows(ctx.db), sellerFigures(ctx.db, null)]);
  return rows.map((row) => {
    const own = figures.filter((f) => f.seller_id === row.id);
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      code: row.code,
      commission_percent: row.commissionPercent,
      is_active: row.isActive,
      report_url: reportUrl(ctx.config.publicUrl, row),
      totals: sumFigures(own),
      raffles: own.map(raffleFigures),
    };
  });
}

export async function sellerSummary(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<SellerSummary> {
  const row = await findSellerById(ctx.db, id);
  if (!row) throw notFound(m.notFound);
  return sumFigures(await sellerFigures(ctx.db, id));
}

/** The seller's own page: the raffles on sale (to share) and those with validated sales. */
export async function sellerReport(
  ctx: ServiceContext,
  { token }: { token: string },
): Promise<SellerReport> {
  const row = await findSellerByToken(ctx.db, token);
  if (!row) throw notFound(m.notFound);
  const [figures, onSale] = await Promise.all([
    sellerFigures(ctx.db, row.id),
    listRaffles({ ...ctx, actor: null }, { kind: 'active' }),
  ]);
  const raffleIds = [...new Set([...onSale.map((r) => r.id), ...figures.map((f) => f.raffle_id)])];
  return {
    name: row.name,
    code: row.code,
    commission_percent: row.commissionPercent,
    totals: sumFigures(figures),
    raffles: raffleIds.map((raffleId) => {
      const own = figures.filter((f) => f.raffle_id === raffleId);
      const raffle = onSale.find((r) => r.id === raffleId);
      return {
        raffle_id: raffleId,
        raffle_title: raffle?.title ?? own[0]?.raffle_title ?? '',
        ...sumFigures(own),
        can_sell: raffle?.can_sell ?? false,
        link_path: `/raffles/${raffleId}?v=${encodeURIComponent(row.code)}`,
      };
    }),
  };
}

/** The seller a purchase credits: the active one with that code, else none (never an error). */
export async function sellerForSale(db: Executor, code: string | null | undefined) {
  if (!code) return null;
  const key = codeKeyOf(code);
  if (!/^[A-Z0-9-]{3,30}$/.test(key)) return null;
  const seller = await findActiveSellerByKey(db, key);
  return seller ? { id: seller.id, commissionPercent: seller.commissionPercent } : null;
}

/** The commission a sale of that amount earns the seller, to the cent. */
export const commissionFor = (
  seller: { commissionPercent: number } | null,
  amountCents: number,
): number => (seller ? commissionCents(amountCents, seller.commissionPercent) : 0);
