import type { Db } from '../../database/client';
import type { LinkSecrets } from '../domain/security/signedLinks';
import type { Mailer } from '../services/mail';
import { jobHandlers as appointmentJobHandlers } from './appointmentReminders';
import { passwordResetJobHandlers } from './passwordResetMail';
import { reviewRequestJobHandlers } from './reviewRequests';
import type { JobHandler } from './runner';

/** Every kind of background job this app runs, by kind. */
export const allJobHandlers = (deps: { db: Db; mailer: Mailer; secrets: LinkSecrets; appName: string }): Record<string, JobHandler> => ({
  ...appointmentJobHandlers(deps),
  ...reviewRequestJobHandlers(deps),
  ...passwordResetJobHandlers({ db: deps.db, mailer: deps.mailer, appUrl: deps.secrets.appUrl, appName: deps.appName }),
});
