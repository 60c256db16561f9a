import type { Db } from '../../database/client';
import { mailSupportMessage, SUPPORT_MAIL_JOB } from '../domain/supports/tickets';
import type { Mailer } from '../services/mail';
import type { JobHandler } from './runner';

/** 'support.reply_email': a support message mailed to the other side, queued in the transaction that wrote it. */
export const supportJobHandlers = (deps: {
  db: Db;
  mailer: Mailer;
  appName: string;
  appUrl: string;
}): Record<string, JobHandler> => ({
  [SUPPORT_MAIL_JOB]: async (job) => {
    const { ticketId, messageId } = job.payload as { ticketId?: unknown; messageId?: unknown };
    if (typeof ticketId !== 'number' || typeof messageId !== 'number')
      throw new Error(`${SUPPORT_MAIL_JOB}: bad payload`);
    await mailSupportMessage(deps.db, deps.mailer, ticketId, messageId, deps.appName, deps.appUrl);
  },
});
