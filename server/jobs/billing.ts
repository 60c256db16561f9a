import type { Logger } from 'pino';
import type { Db } from '../../database/client';
import type { Mailer } from '../services/mail';
import type { JobHandler } from './runner';
import { poll } from './poll';
import { runBillingPass } from '../domain/billing/run';
import { INVOICE_EMAIL_JOB } from '../domain/billing/invoices';
import { mailBillingInvoice } from '../domain/billing/mail';

/** 'billing.invoice_email': a billing invoice (or its dunning reminder) to the store's owner, queued in the transaction that made it. */
export const billingJobHandlers = (deps: {
  db: Db;
  mailer: Mailer;
  appName: string;
}): Record<string, JobHandler> => ({
  [INVOICE_EMAIL_JOB]: async (job) => {
    const { storeId, invoiceId, reason } = job.payload as {
      storeId?: unknown;
      invoiceId?: unknown;
      reason?: unknown;
    };
    if (typeof storeId !== 'number' || typeof invoiceId !== 'number' || typeof reason !== 'string')
      throw new Error(`${INVOICE_EMAIL_JOB}: bad payload`);
    await mailBillingInvoice(deps.db, deps.mailer, storeId, invoiceId, reason, deps.appName);
  },
});

/**
 * The monthly billing job ('billing.invoices', runBillingPass) on a timer
 * beside the job runner: each pass does only what the stores' dates call
 * for, so running it hourly (or twice, on two processes) makes one invoice
 * per subscription and period.
 */
export function createBillingScheduler(db: Db, logger: Logger) {
  const pass = async () => {
    const r = await runBillingPass(db);
    if (r.invoices || r.reminders || r.transitions) logger.info(r, 'billing pass');
  };
  return { start: (everyMs: number) => poll(pass, everyMs, logger, 'billing pass') };
}
