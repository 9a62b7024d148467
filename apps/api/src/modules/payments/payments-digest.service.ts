import { pendingDigestMinutes } from '../settings';
import type { ServiceContext } from '../../context';
import { queueEmail } from '../mail';
import { DIGEST_MAX_LINES, pendingDigestEmail } from './payments-digest.emails';
import {
  digestLines,
  digestRecipients,
  lastDigestAt,
  markDigestSent,
  takeUndigestedPending,
  tryDigestLock,
} from './payments-digest.repository';

export type DigestResult = { payments: number; emails: number };

/**
 * The admins' e-mail digest of new pending payments (docs/operations.md): at most
 * every N minutes, the pending payments no digest has listed yet, one e-mail per
 * admin who has not opted out, through the outbox. Once across instances: the
 * transaction holds an advisory lock, and the 'digest' rows of the payments it takes
 * (ADR 096) are deleted in the same commit as the e-mails, so no other run lists them again.
 */
export async function sendPendingDigest(ctx: ServiceContext): Promise<DigestResult> {
  const none = { payments: 0, emails: 0 };
  const minutes = await pendingDigestMinutes(ctx);
  if (minutes === 0) return none;
  return ctx.db.transaction(async (tx) => {
    if (!(await tryDigestLock(tx))) return none;
    const last = await lastDigestAt(tx);
    if (last && ctx.now.getTime() - last.getTime() < minutes * 60_000) return none;
    const ids = await takeUndigestedPending(tx);
    if (ids.length === 0) return none;
    await markDigestSent(tx, ctx.now);
    const lines = await digestLines(tx, ids.slice(0, DIGEST_MAX_LINES));
    const admins = await digestRecipients(tx);
    for (const admin of admins) {
      await queueEmail(
        tx,
        pendingDigestEmail({
          to: admin.email,
          adminName: admin.fullName,
          total: ids.length,
          lines,
          publicUrl: ctx.config.publicUrl,
        }),
      );
    }
    return { payments: ids.length, emails: admins.length };
  });
}
