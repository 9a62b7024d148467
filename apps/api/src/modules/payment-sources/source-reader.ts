import { messages, type StatementLine } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { validatePayment } from '../payments';
import { lineKey, matchLines } from '../reconciliations';
import { fetchNewMessages, type MailboxAccess } from './mailbox';
import { dkimResolver, readNotice } from './notice-reader';
import * as repo from './payment-sources.repository';

const m = messages.paymentSources;
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '').replace(/^0+/, '');

/**
 * 'Validar solas las coincidencias exactas': the movement validates its payment
 * by itself only when the matcher puts it under 'Coincide' with exactly one
 * payment whose typed reference is the bank's whole reference and whose amount
 * is the same to the cent. Anything less waits for the operator.
 */
async function autoValidate(
  ctx: ServiceContext,
  source: repo.SourceRow,
  movement: repo.MovementRow,
  line: StatementLine,
): Promise<void> {
  const groups = await matchLines(ctx, [line], movement.currency ?? '');
  if (groups.match.length !== 1) return;
  const { payment } = groups.match[0]!;
  const exact =
    payment.amount_cents === line.amount_cents &&
    digits(payment.reference_number) !== '' &&
    digits(payment.reference_number) === digits(line.reference);
  if (!exact) return;
  try {
    await validatePayment(ctx, {
      id: payment.id,
      statementLine: {
        lineKey: lineKey(line),
        reconciliationId: null,
        fileName: `${m.audit.automatic}: ${m.formats[movement.format as keyof typeof m.formats]}`,
        line: movement.id,
        date: line.date,
        reference: line.reference,
        amountCents: line.amount_cents,
      },
    });
  } catch (err) {
    // Validated meanwhile, or the line spent: the movement waits for the operator.
    if (err instanceof AppError) return;
    throw err;
  }
  await ctx.db.transaction(async (tx) => {
    await repo.markMovementValidated(tx, movement.id, payment.id, m.validatedAuto);
    await recordAudit(tx, {
      actor: null,
      action: 'payment.auto_validate',
      entity: 'payment',
      entityId: payment.id,
      details: { by: m.audit.automatic, source_id: source.id, movement_id: movement.id },
    });
  });
}

/**
 * Reads one mailbox's new messages: each stored once (the source and the bank's
 * reference, or the Message-ID), forged ones as 'Rechazado: firma no válida',
 * the exact matches validated when the source allows it. Returns how many new
 * movements were stored. Throws MailboxError when the mailbox can't be read.
 */
export async function readSourceOnce(
  ctx: ServiceContext,
  source: repo.SourceRow,
  access: MailboxAccess,
): Promise<number> {
  const batch = await fetchNewMessages(access, ctx.config.allowPrivateImapHosts, {
    uidValidity: source.uidValidity,
    lastUid: source.lastUid,
  });
  const resolver = dkimResolver(ctx.config.dkimDnsServer);
  let stored = 0;
  let lastUid = batch.uidValidity === source.uidValidity ? source.lastUid : 0;
  for (const message of batch.messages) {
    const read = await readNotice(message.source, source.formats, { resolver, now: ctx.now });
    // Stop before it: the next pass starts again from this message.
    if (read.status === 'retry') break;
    const base = { sourceId: source.id, receivedAt: ctx.now };
    const row =
      read.status === 'received'
        ? await repo.insertMovement(ctx.db, {
            ...base,
            dedupeKey: read.notice.reference
              ? `ref:${read.notice.currency}:${digits(read.notice.reference) || read.notice.reference}`
              : `msg:${read.messageId}`,
            format: read.format,
            status: 'received',
            amountCents: read.notice.amountCents,
            currency: read.notice.currency,
            reference: read.notice.reference,
            sender: read.notice.sender,
            memo: read.notice.memo,
            date: read.notice.date,
          })
        : await repo.insertMovement(ctx.db, {
            ...base,
            // A forged notice never takes the key of the real one it imitates.
            dedupeKey: `msg:${read.messageId}`,
            format: read.status === 'unreadable' ? read.format : null,
            status: read.status,
            note: read.status === 'rejected' ? m.forged : m.unreadable,
          });
    if (row) {
      stored += 1;
      if (row.status === 'received' && source.autoValidate) {
        await autoValidate(ctx, source, row, {
          line: row.id,
          date: row.date!,
          reference: row.reference ?? '',
          description: row.sender ?? '',
          amount_cents: row.amountCents!,
        });
      }
    }
    lastUid = message.uid;
    await repo.recordRead(ctx.db, source.id, {
      lastError: null,
      at: ctx.now,
      uidValidity: batch.uidValidity,
      lastUid,
    });
  }
  await repo.recordRead(ctx.db, source.id, {
    lastError: null,
    at: ctx.now,
    uidValidity: batch.uidValidity,
    lastUid,
  });
  return stored;
}
