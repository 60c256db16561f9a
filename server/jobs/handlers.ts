import type { Db } from '../../database/client';
import type { LinkSecrets } from '../domain/security/signedLinks';
import type { Mailer } from '../services/mail';
import { jobHandlers as appointmentJobHandlers } from './appointmentReminders';
import { passwordResetJobHandlers } from './passwordResetMail';
import { receiptMailJobHandlers } from './receiptMail';
import { announcementJobHandlers } from './announcements';
import { reviewRequestJobHandlers } from './reviewRequests';
import type { JobHandler } from './runner';
import { smsJobHandlers } from './smsSend';
import { billingJobHandlers } from './billing';
import { supportJobHandlers } from './supports';
import { createLogSmsDriver } from '../services/sms/log';
import type { SmsDriver } from '../services/sms/driver';
import type { RouteUrl } from '../domain/urls';

/**
 * Every kind of background job this app runs, by kind.
 * `sms`: the driver (config.sms via createSmsDriver); without it texts go to the log driver under ./storage/sms.
 */
export const allJobHandlers = (deps: {
  db: Db;
  mailer: Mailer;
  secrets: LinkSecrets;
  appName: string;
  /** The route table's URL builder (server/http/urls.ts): jobs write links but sit below HTTP. */
  routeUrl: RouteUrl;
  sms?: { driver: SmsDriver; defaultFrom: string };
}): Record<string, JobHandler> => ({
  ...appointmentJobHandlers(deps),
  ...reviewRequestJobHandlers(deps),
  ...announcementJobHandlers({ db: deps.db }),
  ...receiptMailJobHandlers({ db: deps.db, mailer: deps.mailer }),
  ...billingJobHandlers({ db: deps.db, mailer: deps.mailer, appName: deps.appName }),
  ...supportJobHandlers({
    db: deps.db,
    mailer: deps.mailer,
    appName: deps.appName,
    appUrl: deps.secrets.appUrl,
  }),
  ...passwordResetJobHandlers({
    db: deps.db,
    mailer: deps.mailer,
    appUrl: deps.secrets.appUrl,
    appName: deps.appName,
    routeUrl: deps.routeUrl,
  }),
  ...smsJobHandlers({
    db: deps.db,
    appUrl: deps.secrets.appUrl,
    routeUrl: deps.routeUrl,
    driver: deps.sms?.driver ?? createLogSmsDriver('storage'),
    defaultFrom: deps.sms?.defaultFrom ?? '+15555550100',
  }),
});
