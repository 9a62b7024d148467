import {
  amountDue,
  messages,
  type BulkPaymentsResult,
  type Reconciliation,
  type ReconciledPayment,
  type SavedMapping,
  type StatementLine,
  type StatementMapping,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { validatePayment } from '../payments';
import { lineKey, matchStatement } from './matching';
import { readStatementInWorker } from './parsers/statement-job';
import {
  findReconciliation,
  findUsedLineKeys,
  forgetFile,
  insertReconciliation,
  listExpiredFiles,
  listMappings,
  listPendingForMatching,
  listValidatedForMatching,
  saveMapping,
  type PendingRow,
} from './reconciliations.repository';

const m = messages.reconciliations;
const DAY_MS = 86_400_000;
/** The statement file is kept this long, privately, then deleted (issue 28). */
export const STATEMENT_KEEP_DAYS = 30;
/** Venezuela is UTC−4 all year: the day a purchase was made there. */
const CARACAS_OFFSET_MS = -4 * 3_600_000;

/** The payment as matching sees it: the amount due in its method's currency, at its own saved rate. */
export function reconciledPayment(row: PendingRow): ReconciledPayment {
  const due = amountDue(row.precioMoneda, row.currency, row.amountCents);
  const typedDay = /^\d{4}-\d{2}-\d{2}$/.test(row.paymentDate ?? '') ? row.paymentDate! : null;
  return {
    id: row.id,
    customer_name: row.customerName,
    customer_phone: row.customerPhone,
    payment_method_name: row.paymentMethodName,
    reference_number: row.referenceNumber,
    amount_cents: due.cents,
    currency: due.codigo,
    symbol: due.simbolo,
    date:
      typedDay ?? new Date(row.createdAt.getTime() + CARACAS_OFFSET_MS).toISOString().slice(0, 10),
  };
}

export type StatementUpload = {
  fileName: string;
  bytes: Buffer;
  mapping?: StatementMapping | undefined;
};

/** The days of the statement's lines, widened by the matching window (and a day for time zones). */
function validatedWindow(lines: StatementLine[], windowDays: number) {
  const days = lines.map((line) => line.date).sort();
  const margin = (windowDays + 1) * DAY_MS;
  const from = new Date(Date.parse(`${days[0]}T00:00:00Z`) - margin);
  const to = new Date(Date.parse(`${days.at(-1)}T00:00:00Z`) + margin + DAY_MS);
  return {
    from,
    to,
    fromDay: from.toISOString().slice(0, 10),
    toDay: to.toISOString().slice(0, 10),
  };
}

/**
 * Reads the statement (a saved column map whose columns its header has reads
 * it by itself), compares its credits with every pending payment and the
 * validated ones of its days, and keeps the file (private) and the groups; a
 * file no layout recognises is answered with its header, first rows and the
 * guessed columns so the operator can map them.
 */
export async function createReconciliation(
  ctx: ServiceContext,
  { fileName, bytes, mapping }: StatementUpload,
): Promise<Reconciliation> {
  const saved = mapping ? [] : await listMappings(ctx.db);
  // In a worker thread: buyers never wait on a statement (ADR 089).
  const read = await readStatementInWorker(ctx.runtime.workers, { bytes, mapping, saved });
  if (!read.recognised) {
    throw badRequest(mapping ? m.mappingNotFound : m.unknownFormat, { ...read.proposal });
  }
  if (read.movements.length === 0) throw badRequest(m.fileEmpty);
  const lines = read.movements;
  const [pending, validated, usedKeys] = await Promise.all([
    listPendingForMatching(ctx.db),
    listValidatedForMatching(ctx.db, validatedWindow(lines, ctx.config.reconcile.windowDays)),
    findUsedLineKeys(ctx.db, lines.map(lineKey)),
  ]);
  const groups = matchStatement(
    lines,
    pending.map(reconciledPayment),
    usedKeys,
    ctx.config.reconcile,
    validated.map(reconciledPayment),
  );
  const stored = await ctx.storage.saveFile('private', bytes, 'stmt');
  const row = await ctx.db.transaction(async (tx) => {
    if (mapping?.name) await saveMapping(tx, mapping.name, mapping, ctx.now);
    const inserted = await insertReconciliation(tx, {
      fileName,
      fileKey: stored.key,
      format: read.format,
      groups,
      createdBy: ctx.actor?.id ?? null,
      createdAt: ctx.now,
    });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'reconciliation.create',
      entity: 'reconciliation',
      entityId: inserted.id,
      details: {
        file_name: fileName,
        format: read.format,
        lines: lines.length,
        ...Object.fromEntries(Object.entries(groups).map(([name, list]) => [name, list.length])),
      },
    });
    return inserted;
  });
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format,
    ...(read.mappingName ? { mapping_name: read.mappingName } : {}),
    groups,
  };
}

/**
 * 'Validar las N coincidencias': each match validated as one click would (its
 * own transaction and e-mail), with its statement line recorded; a line already
 * spent or a payment no longer pending is reported and the others go on.
 */
export async function validateMatches(
  ctx: ServiceContext,
  { id, paymentIds }: { id: number; paymentIds?: readonly number[] | undefined },
): Promise<BulkPaymentsResult> {
  const reconciliation = await findReconciliation(ctx.db, id);
  if (!reconciliation) throw notFound(m.notFound);
  const result: BulkPaymentsResult = { done: [], failed: [] };
  // The screen sends the matches a part at a time, to show its progress.
  const wanted = paymentIds ? new Set(paymentIds) : null;
  const matches = reconciliation.groups.match.filter(
    ({ payment }) => wanted?.has(payment.id) ?? true,
  );
  for (const paymentId of wanted ?? []) {
    if (!matches.some(({ payment }) => payment.id === paymentId)) {
      result.failed.push({ id: paymentId, error: m.notAMatch });
    }
  }
  for (const { payment, line } of matches) {
    try {
      await validatePayment(ctx, {
        id: payment.id,
        statementLine: {
          lineKey: lineKey(line),
          reconciliationId: reconciliation.id,
          fileName: reconciliation.fileName,
          line: line.line,
          date: line.date,
          reference: line.reference,
          amountCents: line.amount_cents,
        },
      });
      result.done.push(payment.id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.failed.push({ id: payment.id, error: err.message });
    }
  }
  return result;
}

export async function listStatementMappings(
  ctx: ServiceContext,
): Promise<{ mappings: SavedMapping[] }> {
  const rows = await listMappings(ctx.db);
  return { mappings: rows.map((r) => ({ id: r.id, name: r.name, mapping: r.mapping })) };
}

/** Deletes the statement files older than 30 days; the groups stay as the record. */
export async function deleteExpiredStatements(ctx: Pick<ServiceContext, 'db' | 'now' | 'storage'>) {
  const before = new Date(ctx.now.getTime() - STATEMENT_KEEP_DAYS * DAY_MS);
  for (const row of await listExpiredFiles(ctx.db, before)) {
    await ctx.storage.deleteFile(row.fileKey!);
    await forgetFile(ctx.db, row.id);
  }
}
