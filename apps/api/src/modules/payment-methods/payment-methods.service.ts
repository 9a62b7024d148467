import { messages, type PaymentMethod, type PaymentMethodInputParsed } from '@rifas/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import {
  deletePaymentMethodRow,
  findPaymentMethodById,
  insertPaymentMethod,
  listPaymentMethodRows,
  updatePaymentMethodRow,
  type NewPaymentMethodRow,
  type PaymentMethodRow,
} from './payment-methods.repository';

const m = messages.paymentMethods;

export function presentPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    is_active: row.isActive,
    requires_reference: row.requiresReference,
    requires_date: row.requiresDate,
    requires_capture: row.requiresCapture,
    custom_fields: row.customFields.map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      placeholder: f.placeholder ?? '',
      required: f.required ?? false,
    })),
    account_info: row.accountInfo,
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
    customFields: input.custom_fields,
    accountInfo: input.account_info,
  };
}

// Audit entries name what changed; account numbers are not copied into the log.
const auditDetails = (input: PaymentMethodInputParsed) => ({
  name: input.name,
  is_active: input.is_active,
  requires_reference: input.requires_reference,
  requires_date: input.requires_date,
  requires_capture: input.requires_capture,
  custom_fields: input.custom_fields.map((f) => f.name),
});

/** Buyers see active methods only; an admin may ask for all. */
export async function listPaymentMethods(db: Db, opts: { all: boolean }): Promise<PaymentMethod[]> {
  const rows = await listPaymentMethodRows(db, { activeOnly: !opts.all });
  return rows.map(presentPaymentMethod);
}

export async function getPaymentMethod(
  db: Db,
  id: number,
  opts: { isAdmin: boolean },
): Promise<PaymentMethod> {
  const row = await findPaymentMethodById(db, id);
  if (!row || (!row.isActive && !opts.isAdmin)) throw notFound(m.notFound);
  return presentPaymentMethod(row);
}

export async function createPaymentMethod(
  db: Db,
  input: PaymentMethodInputParsed,
  actor: AuditActor,
): Promise<PaymentMethod> {
  return db.transaction(async (tx) => {
    const row = await insertPaymentMethod(tx, toRow(input));
    await recordAudit(tx, {
      actor,
      action: 'payment_method.create',
      entity: 'payment_method',
      entityId: row.id,
      details: auditDetails(input),
    });
    return presentPaymentMethod(row);
  });
}

export async function updatePaymentMethod(
  db: Db,
  id: number,
  input: PaymentMethodInputParsed,
  actor: AuditActor,
  now: Date,
): Promise<PaymentMethod> {
  return db.transaction(async (tx) => {
    const row = await updatePaymentMethodRow(tx, id, { ...toRow(input), updatedAt: now });
    if (!row) throw notFound(m.notFound);
    await recordAudit(tx, {
      actor,
      action: 'payment_method.update',
      entity: 'payment_method',
      entityId: id,
      details: auditDetails(input),
    });
    return presentPaymentMethod(row);
  });
}

/** Payments keep their snapshot of the method's name; their link becomes null (FK set null). */
export async function deletePaymentMethod(db: Db, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deletePaymentMethodRow(tx, id);
    if (!row) throw notFound(m.notFound);
    await recordAudit(tx, {
      actor,
      action: 'payment_method.delete',
      entity: 'payment_method',
      entityId: id,
      details: { name: row.name },
    });
  });
}
