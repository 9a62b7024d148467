import { messages, type PaymentMethod, type PaymentMethodInputParsed } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { invalidField, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { ServiceContext } from '../../context';
import {
  deletePaymentMethodRow,
  findPaymentMethodById,
  insertPaymentMethod,
  listPaymentMethodRows,
  currencyExists,
  updatePaymentMethodRow,
  type NewPaymentMethodRow,
  type PaymentMethodRow,
} from './payment-methods.repository';

const m = messages.paymentMethods;

function presentPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    is_active: row.isActive,
    requires_reference: row.requiresReference,
    requires_date: row.requiresDate,
    requires_capture: row.requiresCapture,
    collected_by_seller: row.collectedBySeller,
    capture_mode: row.requiresCapture ? 'required' : row.captureOptional ? 'optional' : 'none',
    custom_fields: row.customFields.map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      placeholder: f.placeholder ?? '',
      required: f.required ?? false,
    })),
    account_info: row.accountInfo,
    moneda_id: row.monedaId,
    moneda_codigo: row.monedaCodigo,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toRow(input: PaymentMethodInputParsed): NewPaymentMethodRow {
  return {
    name: input.name,
    description: input.description,
    instructions: input.instructions,
    isActive: input.is_active,
    requiresReference: input.requires_reference,
    requiresDate: input.requires_date,
    requiresCapture: input.requires_capture,
    captureOptional: input.capture_mode === 'optional',
    collectedBySeller: input.collected_by_seller,
    customFields: input.custom_fields,
    accountInfo: input.account_info,
    monedaId: input.moneda_id,
  };
}

/** A method may only name a currency that exists (a 400, not the foreign key's 500). */
async function assertCurrency(db: Executor, input: PaymentMethodInputParsed): Promise<void> {
  if (input.moneda_id !== null && !(await currencyExists(db, input.moneda_id))) {
    throw invalidField('moneda_id', m.currencyInvalid);
  }
}

// Audit entries name what changed; account numbers are not copied into the log.
const isAdmin = (ctx: ServiceContext) => ctx.actor?.role === 'admin';

const auditDetails = (input: PaymentMethodInputParsed) => ({
  name: input.name,
  is_active: input.is_active,
  requires_reference: input.requires_reference,
  requires_date: input.requires_date,
  requires_capture: input.requires_capture,
  capture_mode: input.capture_mode,
  collected_by_seller: input.collected_by_seller,
  custom_fields: input.custom_fields.map((f) => f.name),
  moneda_id: input.moneda_id,
});

/** Buyers see active methods only; an admin may ask for all. */
export async function listPaymentMethods(
  ctx: ServiceContext,
  { all }: { all: boolean },
): Promise<PaymentMethod[]> {
  const rows = await listPaymentMethodRows(ctx.db, { activeOnly: !(all && isAdmin(ctx)) });
  return rows.map(presentPaymentMethod);
}

/** An inactive method is found by admins only. */
export async function getPaymentMethod(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<PaymentMethod> {
  const row = await findPaymentMethodById(ctx.db, id);
  if (!row || (!row.isActive && !isAdmin(ctx))) throw notFound(m.notFound);
  return presentPaymentMethod(row);
}

export async function createPaymentMethod(
  ctx: ServiceContext,
  input: PaymentMethodInputParsed,
): Promise<PaymentMethod> {
  await assertCurrency(ctx.db, input);
  return ctx.db.transaction(async (tx) => {
    const row = await insertPaymentMethod(tx, toRow(input));
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'payment_method.create',
      entity: 'payment_method',
      entityId: row.id,
      details: auditDetails(input),
    });
    return presentPaymentMethod(row);
  });
}

export async function updatePaymentMethod(
  ctx: ServiceContext,
  { id, ...input }: PaymentMethodInputParsed & { id: number },
): Promise<PaymentMethod> {
  await assertCurrency(ctx.db, input);
  return ctx.db.transaction(async (tx) => {
    // Edited, a demo method is the operator's own: 'Vaciar Todo' keeps it (issue 42).
    const row = await updatePaymentMethodRow(tx, id, {
      ...toRow(input),
      demo: false,
      updatedAt: ctx.now,
    });
    if (!row) throw notFound(m.notFound);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'payment_method.update',
      entity: 'payment_method',
      entityId: id,
      details: auditDetails(input),
    });
    return presentPaymentMethod(row);
  });
}

/** Payments keep their snapshot of the method's name; their link becomes null (FK set null). */
export async function deletePaymentMethod(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await deletePaymentMethodRow(tx, id);
    if (!row) throw notFound(m.notFound);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'payment_method.delete',
      entity: 'payment_method',
      entityId: id,
      details: { name: row.name },
    });
  });
}
