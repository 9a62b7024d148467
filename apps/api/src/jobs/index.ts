import type { App } from '../app';
import { jobContext } from '../context';
import { sendDueEmails, createMailTransport } from '../modules/mail';
import { mailSender } from '../modules/settings';
import { cleanUpExpiredRows } from './housekeeping';
import { sweepOrphanReceipts } from './receipt-sweeper';
import { HOLD_SWEEP_EVERY_MS, sweepExpiredHolds } from './hold-sweeper';
import { ratesRefreshJob } from './rates-refresh';
import { refreshTableStatistics, TABLE_STATISTICS_EVERY_MS } from './table-statistics';
import { sendPendingDigest } from '../modules/payments';
import { deleteExpiredStatements } from '../modules/reconciliations';
import {
  POLL_EVERY_MS,
  pollTelegramUpdates,
  queueNewPayments,
  sendDueNotifications,
} from '../modules/notifications';
import { checkResultWatches } from '../modules/lottery-sources';
import { readPaymentSources } from '../modules/payment-sources';
import { runSalesClose, SALES_CLOSE_EVERY_MS } from './sales-close';
import { startJobs, type Job } from './runner';

/** Starts the in-process background jobs; returns their stop function. */
export function startBackgroundJobs(app: App): () => Promise<void> {
  const transport = createMailTransport({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    // The shop's name from its settings, read per e-mail: a rename shows at once.
    sender: () => mailSender(jobContext(app)),
    dataDir: app.config.dataDir,
    log: app.log,
  });
  const jobs: Job[] = [
    {
      name: 'outbox',
      everyMs: app.config.outboxPollSeconds * 1000,
      run: () => sendDueEmails(jobContext(app), { transport }),
    },
    {
      // New purchases to Telegram and Web Push, after the sale's commit (ADR 074).
      name: 'notifications',
      everyMs: 2_000,
      run: async () => {
        await queueNewPayments(jobContext(app));
        await sendDueNotifications(jobContext(app));
      },
    },
    {
      // The bot's updates by long polling, one instance at a time (ADR 075).
      name: 'telegram-updates',
      everyMs: POLL_EVERY_MS,
      run: () => pollTelegramUpdates(jobContext(app)),
    },
    {
      // The banks' notices from the operator's mailboxes, one instance at a time (issue 41).
      name: 'payment-sources',
      everyMs: app.config.paymentSourcesReadMs,
      run: () => readPaymentSources(jobContext(app)),
    },
    ratesRefreshJob(app),
    {
      // Official results from the lotteries' sites (issue 44): each prize's turn is claimed in the database.
      name: 'lottery-results',
      everyMs: 60_000,
      run: () => checkResultWatches(jobContext(app)),
    },
    {
      // Sales that close by themselves, and the admins told of what waits on them (issue 44).
      name: 'sales-close',
      everyMs: SALES_CLOSE_EVERY_MS,
      run: () => runSalesClose(jobContext(app)),
    },
    {
      name: 'hold-sweeper',
      everyMs: HOLD_SWEEP_EVERY_MS,
      run: () => sweepExpiredHolds(jobContext(app)),
    },
    {
      // Checks every minute; the digest itself goes at most every PENDING_DIGEST_MINUTES.
      name: 'pending-digest',
      everyMs: 60_000,
      run: () => sendPendingDigest(jobContext(app)),
    },
    {
      name: 'table-statistics',
      everyMs: TABLE_STATISTICS_EVERY_MS,
      run: () => refreshTableStatistics(jobContext(app)),
    },
    {
      name: 'housekeeping',
      everyMs: 3_600_000,
      run: () => cleanUpExpiredRows(jobContext(app)),
    },
    {
      // Bank statements are kept private for 30 days (docs/bank-statements.md).
      name: 'statement-files',
      everyMs: 3_600_000,
      run: () => deleteExpiredStatements(jobContext(app)),
    },
    {
      name: 'receipt-sweeper',
      everyMs: 10 * 60_000,
      // File times are real times: compare with the real clock.
      run: () => sweepOrphanReceipts({ ...jobContext(app), now: new Date() }),
    },
  ];
  const stop = startJobs(jobs, app.log);
  return async () => {
    await stop();
    transport.close();
  };
}
