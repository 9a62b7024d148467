import { messages, type ReconciledPayment, type StatementLine } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { validatePayment } from '../payments';
import { lineKey, matchLines } from '../reconciliations';
import * as repo from './payment-sources.repository';

const m = messages.paymentSources;
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '').replace(/^0+/, '');

/** A movement as a statement line: the line number is the movement's id. */
export function lineOf(row: repo.MovementRow): StatementLine {
  return {
    line: row.id,
    date: row.date!,
    reference: row.reference ?? '',
    description: row.sender ?? '',
    amount_cents: row.amountCents!,
  };
}

/** The one payment the matcher puts under 'Coincide' with this movement now, if any. */
async function matchOf(ctx: ServiceContext, movement: repo.MovementRow) {
  if (movement.status !== 'received' || movement.amountCents === null || !movement.date) {
    return null;
  }
  const groups = await matchLines(ctx, [lineOf(movement)], movement.currency ?? '');
  return groups.match.length === 1 ? groups.match[0]!.payment : null;
}

/**
 * The payment validated with the movement as its proof, as 'Conciliar' validates
 * a statement's match (validatePayment with the line: the same audit entry, the
 * same e-mail, a line spent only once), then the movement marked with `note`.
 */
async function validateWithMovement(
  ctx: ServiceContext,
  movement: repo.MovementRow,
  payment: ReconciledPayment,
  { fileName, note, sourceId }: { fileName: string; note: string; sourceId?: number },
): Promise<void> {
  const line = lineOf(movement);
  await validatePayment(ctx, {
    id: payment.id,
    statementLine: {
      lineKey: lineKey(line),
      reconciliationId: null,
      fileName,
      line: movement.id,
      date: line.date,
      reference: line.reference,
      amountCents: line.amount_cents,
    },
  });
  await ctx.db.transaction(async (tx) => {
    await repo.markMovementValidated(tx, movement.id, payment.id, note);
    // By itself: the audit says 'automático' besides the validation's own entry (actor none).
    if (sourceId !== undefined) {
      await recordAudit(tx, {
        actor: null,
        action: 'payment.auto_validate',
        entity: 'payment',
        entityId: payment.id,
        details: { by: m.audit.automatic, source_id: sourceId, movement_id: movement.id },
      });
    }
  });
}

const formatName = (movement: repo.MovementRow) =>
  m.formats[movement.format as keyof typeof m.formats] ?? '';

/**
 * 'Validar solas las coincidencias exactas': the movement validates its payment
 * by itself only when the matcher puts it under 'Coincide' with exactly one
 * payment whose typed reference is the bank's whole reference and whose amount
 * is the same to the cent. Anything less waits for the operator.
 */
export async function autoValidate(
  ctx: ServiceContext,
  source: repo.SourceRow,
  movement: repo.MovementRow,
): Promise<void> {
  const payment = await matchOf(ctx, movement);
  if (!payment) return;
  const exact =
    payment.amount_cents === movement.amountCents &&
    digits(payment.reference_number) !== '' &&
    digits(payment.reference_number) === digits(movement.reference);
  if (!exact) return;
  try {
    await validateWithMovement(ctx, movement, payment, {
      fileName: `${m.audit.automatic}: ${formatName(movement)}`,
      note: m.validatedAuto,
      sourceId: source.id,
    });
  } catch (err) {
    // Validated meanwhile, or the line spent: the movement waits for the operator.
    if (err instanceof AppError) return;
    throw err;
  }
}

/**
 * The operator's 'Validar' on a movement waiting under 'Coincide' (auto-validate
 * off, or a match that is not exact): its payment validated as 'Conciliar'
 * validates a statement's match, by her. Returns the movement as it is now.
 */
export async function validateMovement(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<repo.MovementRow> {
  const movement = await repo.findMovement(ctx.db, id);
  if (!movement) throw notFound(m.movementNotFound);
  const payment = await matchOf(ctx, movement);
  if (!payment) throw badRequest(m.movementNotAMatch);
  await validateWithMovement(ctx, movement, payment, {
    fileName: `${m.title}: ${formatName(movement)}`,
    note: messages.reconciliations.validatedMark,
  });
  return (await repo.findMovement(ctx.db, id))!;
}
