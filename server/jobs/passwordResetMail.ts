import type { Db } from '../../database/client';
import { PASSWORD_RESET_MAIL, sendPasswordResetMail } from '../domain/access/passwordReset';
import type { Mailer } from '../services/mail';
import type { RouteUrl } from '../domain/urls';
import type { JobHandler } from './runner';

/** 'password.reset-mail': the reset link for an address typed at "Forgot password", if it has an account. */
export const passwordResetJobHandlers = (deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  appName: string;
  routeUrl: RouteUrl;
}): Record<string, JobHandler> => ({
  [PASSWORD_RESET_MAIL]: async (job) => {
    const { email } = job.payload as { email?: unknown };
    if (typeof email !== 'string') throw new Error(`${PASSWORD_RESET_MAIL}: bad payload`);
    await sendPasswordResetMail(deps, email);
  },
});
