import type { Db } from '../../database/client';
import { mailReceipt, RECEIPT_MAIL_JOB } from '../domain/tickets/receiptMail';
import type { Mailer } from '../services/mail';
import type { JobHandler } from './runner';

/** 'receipt.email': a paid ticket's receipt, emailed once its ticket has committed (see receiptParticipant). */
export const receiptMailJobHandlers = (deps: {
  db: Db;
  mailer: Mailer;
}): Record<string, JobHandler> => ({
  [RECEIPT_MAIL_JOB]: async (job) => {
    const { storeId, invoiceId } = job.payload as { storeId?: unknown; invoiceId?: unknown };
    if (typeof storeId !== 'number' || typeof invoiceId !== 'number')
      throw new Error(`${RECEIPT_MAIL_JOB}: bad payload`);
    await mailReceipt(deps.db, deps.mailer, storeId, invoiceId);
  },
});
