import type { Db } from '../../database/client';
import type { JobRow } from '../../database/queries/jobs';
import {
  claimAppointmentReminder,
  getBookingStore,
  getManagedAppointment,
  recordAppointmentReminded,
  releaseAppointmentReminder,
} from '../../database/queries/booking';
import { confirmationEmail, manageLink, REMINDER_KIND } from '../domain/appointments/onlineBooking';
import type { LinkSecrets } from '../domain/security/signedLinks';
import type { RouteUrl } from '../domain/urls';
import type { Mailer } from '../services/mail';
import { storeLocale } from '../services/messageLocale';
import type { JobHandler } from './runner';
import { byEmail, bySms, notificationChannel, textAppointment } from '../domain/sms/notifications';

interface Deps {
  db: Db;
  mailer: Mailer;
  secrets: LinkSecrets;
  appName: string;
  routeUrl: RouteUrl;
}

/**
 * 'appointment.reminder': the email the day before. The claim is one UPDATE
 * that only one caller can win (reminder_sent_at still empty, the
 * appointment upcoming and at the version the job was scheduled for), so a
 * rerun or a second process sends nothing. When the email cannot be sent the
 * claim is given back and the error makes the runner retry later.
 */
export function appointmentReminderHandler({
  db,
  mailer,
  secrets,
  appName,
  routeUrl,
}: Deps): JobHandler {
  return async (job: JobRow) => {
    const { storeId, appointmentId, version } = job.payload as {
      storeId?: unknown;
      appointmentId?: unknown;
      version?: unknown;
    };
    if (
      typeof storeId !== 'number' ||
      typeof appointmentId !== 'number' ||
      typeof version !== 'number'
    )
      throw new Error('appointment.reminder: bad payload');
    if (!(await claimAppointmentReminder(db, storeId, appointmentId, version))) return;
    const [store, appointment] = await Promise.all([
      getBookingStore(db, storeId),
      getManagedAppointment(db, storeId, appointmentId),
    ]);
    if (!store || !appointment) return;
    // Settings → Notification: by email, by text, both or neither. The text is queued once the claim is ours, so a rerun queues none.
    const channel = await notificationChannel(db, storeId, 'appointmentReminder');
    if (bySms(channel)) await textAppointment(db, 'appointment_reminder', storeId, appointmentId);
    const message = byEmail(channel)
      ? confirmationEmail(store, appointment, {
          link: manageLink({ ...secrets, routeUrl }, storeId, appointment),
          host: new URL(secrets.appUrl).host,
          appName,
          kind: 'reminder',
          locale: await storeLocale(db, storeId),
        })
      : null;
    // No email address (or not by email): nothing to send, but the claim stands (there is nobody to remind twice either).
    if (!message) return;
    try {
      await mailer.send(message);
    } catch (err) {
      await releaseAppointmentReminder(db, storeId, appointmentId, version);
      throw err;
    }
    await recordAppointmentReminded(db, storeId, appointmentId, version);
  };
}

export const jobHandlers = (deps: Deps): Record<string, JobHandler> => ({
  [REMINDER_KIND]: appointmentReminderHandler(deps),
});
