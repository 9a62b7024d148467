import {
  closesAtTime,
  closesWhenSoldOut,
  format,
  formatDateTime,
  messages,
  salesCloseTime,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/errors';
import { claimAlert, findOpenRaffles, type OpenRaffle } from './auto-close.repository';
import { countPendingPayments } from './draw.repository';
import { closeSales } from './draw.service';

const m = messages.draw.autoClose;

/** An alert for the admins (notifications' alertAdmins takes it; draw does not import it). */
export type DrawAlert = { kind: string; subject: string; text: string; path: string };

export type AutoCloseOutcome = {
  raffleId: number;
  action: 'closed' | 'pending' | 'due_by_hand' | 'draw_passed';
  pending?: number;
};

/**
 * The job's pass over open raffles (issue 44). A raffle whose close is due (its
 * close time came, or every number is in a payment, as its choice says) is
 * closed exactly as POST /draw/close closes it once no payment waits for review;
 * while some wait, the admins are told once how many. A raffle that does not
 * close at its time is brought to the admins when that time comes, and any
 * raffle still open at its draw date is, once more. Each alert is claimed by an
 * UPDATE before it goes, and closeSales refuses a second close, so instances
 * running this at once neither close twice nor tell twice.
 */
export async function closeDueSales(
  ctx: ServiceContext,
  tell: (alert: DrawAlert) => Promise<unknown>,
): Promise<AutoCloseOutcome[]> {
  const outcomes: AutoCloseOutcome[] = [];
  for (const raffle of await findOpenRaffles(ctx.db)) {
    const outcome = await closeOrTell(ctx, raffle, tell);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

const drawDateText = (ctx: ServiceContext, raffle: OpenRaffle) =>
  formatDateTime(raffle.drawDate, ctx.config.businessTz);

async function closeOrTell(
  ctx: ServiceContext,
  raffle: OpenRaffle,
  tell: (alert: DrawAlert) => Promise<unknown>,
): Promise<AutoCloseOutcome | null> {
  const now = ctx.now.getTime();
  const total = raffle.endNumber - raffle.startNumber + 1;
  const timeCome = now >= salesCloseTime(raffle).getTime();
  // A raffle below its required minimum is extended past its date (docs/domain.md): not closed.
  const belowMinimum = raffle.isMinimalRequired && raffle.sold < raffle.minimalNumber;
  const due =
    (closesAtTime(raffle.autoClose) && timeCome && !belowMinimum) ||
    (closesWhenSoldOut(raffle.autoClose) && raffle.taken >= total);
  const path = `/admin/edit-raffle/${raffle.id}`;
  if (due) {
    const pending = await countPendingPayments(ctx.db, raffle.id);
    if (pending === 0) return close(ctx, raffle, tell);
    if (await claimAlert(ctx.db, raffle.id, 'close', ctx.now)) {
      const text =
        pending === 1
          ? format(m.pendingOne, { raffle: raffle.title })
          : format(m.pending, { count: pending, raffle: raffle.title });
      const subject = format(m.pendingSubject, { raffle: raffle.title });
      await tell({ kind: 'auto_close_pending', subject, text, path: '/admin/payments' });
      return { raffleId: raffle.id, action: 'pending', pending };
    }
  } else if (timeCome && !belowMinimum && (await claimAlert(ctx.db, raffle.id, 'close', ctx.now))) {
    const words = { raffle: raffle.title, drawDate: drawDateText(ctx, raffle) };
    const subject = format(m.dueSubject, words);
    await tell({ kind: 'auto_close_due', subject, text: format(m.dueByHand, words), path });
    return { raffleId: raffle.id, action: 'due_by_hand' };
  }
  if (
    now >= raffle.drawDate.getTime() &&
    !belowMinimum &&
    (await claimAlert(ctx.db, raffle.id, 'drawDate', ctx.now))
  ) {
    const words = { raffle: raffle.title, drawDate: drawDateText(ctx, raffle) };
    const subject = format(m.drawPassedSubject, words);
    await tell({ kind: 'auto_close_draw', subject, text: format(m.drawPassed, words), path });
    return { raffleId: raffle.id, action: 'draw_passed' };
  }
  return null;
}

async function close(
  ctx: ServiceContext,
  raffle: OpenRaffle,
  tell: (alert: DrawAlert) => Promise<unknown>,
): Promise<AutoCloseOutcome | null> {
  let fingerprint: string;
  let count: number;
  try {
    // The close is the admin's own, with no actor: the audit says the system did it.
    const draw = await closeSales({ ...ctx, actor: null }, { raffleId: raffle.id });
    fingerprint = draw.fingerprint!;
    count = draw.entries_count ?? 0;
  } catch (err) {
    // Closed meanwhile (another instance, an admin) or a payment arrived: the next pass sees it.
    if (err instanceof AppError && err.statusCode === 409) return null;
    throw err;
  }
  const words = { raffle: raffle.title, count, fingerprint };
  const subject = format(m.closedSubject, words);
  const path = `/admin/edit-raffle/${raffle.id}`;
  await tell({ kind: 'auto_close_done', subject, text: format(m.closed, words), path });
  return { raffleId: raffle.id, action: 'closed' };
}
