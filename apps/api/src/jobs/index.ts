import type { App } from '../app';
import { sendDueEmails } from '../modules/mail/outbox.service';
import { createMailTransport } from '../modules/mail/transport';
import { cleanUpExpiredRows } from './housekeeping';
import { HOLD_SWEEP_EVERY_MS, sweepExpiredHolds } from './hold-sweeper';
import { ratesRefreshJob } from './rates-refresh';
import { startJobs, type Job } from './runner';

/** Starts the in-process background jobs; returns their stop function. */
export function startBackgroundJobs(app: App): () => Promise<void> {
  const transport = createMailTransport({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    dataDir: app.config.dataDir,
    log: app.log,
  });
  const jobs: Job[] = [
    {
      name: 'outbox',
      everyMs: app.config.outboxPollSeconds * 1000,
      run: () => sendDueEmails(app.db, transport, app.clock(), app.log),
    },
    ratesRefreshJob(app),
    {
      name: 'hold-sweeper',
      everyMs: HOLD_SWEEP_EVERY_MS,
      run: () => sweepExpiredHolds(app.db, app.clock()),
    },
    {
      name: 'housekeeping',
      everyMs: 3_600_000,
      run: () => cleanUpExpiredRows(app.db, app.clock()),
    },
  ];
  const stop = startJobs(jobs, app.log);
  return async () => {
    await stop();
    transport.close();
  };
}
