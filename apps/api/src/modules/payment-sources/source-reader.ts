import { messages } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { fetchNewMessages, type MailboxAccess } from './mailbox';
import { autoValidate } from './movement-validation';
import { dkimResolver, readNotice } from './notice-reader';
import * as repo from './payment-sources.repository';

const m = messages.paymentSources;
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '').replace(/^0+/, '');

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
        await autoValidate(ctx, source, row);
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
