import type { Logger } from 'pino';
import type { Db } from '../../../database/client';
import { getManagedAppointment, type BookingStore } from '../../../database/queries/booking';
import type { Config } from '../../config';
import type { Mailer } from '../../services/mail';
import { storeLocale } from '../../services/messageLocale';
import type { RouteUrl } from '../urls';
import { byEmail, notificationChannel } from '../sms/notifications';
import { confirmationEmail, manageLink } from './onlineBooking';

/** What the mail uses of the app (a request's ctx has it all). */
type Ctx = {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'appUrl' | 'appName' | 'sessionSecret'>;
  logger: Pick<Logger, 'error'>;
};

/**
 * Sends the customer her confirmation (or the moved notice) when she gave an email, with the
 * signed link to manage it, in the store's language. A mail failure is logged and never undoes
 * the booking: the booking pages (booking.store, booking.reschedule) call it after the commit.
 */
export async function emailBookedCustomer(
  ctx: Ctx,
  routeUrl: RouteUrl,
  store: BookingStore,
  id: number,
  kind: 'booked' | 'moved',
) {
  // Settings → Notification may send booking confirmations by text only (or not at all).
  if (
    kind === 'booked' &&
    !byEmail(await notificationChannel(ctx.db, store.id, 'bookingConfirmation'))
  )
    return;
  const appointment = await getManagedAppointment(ctx.db, store.id, id);
  if (!appointment) return;
  const secrets = { appUrl: ctx.config.appUrl, sessionSecret: ctx.config.sessionSecret, routeUrl };
  const message = confirmationEmail(store, appointment, {
    link: manageLink(secrets, store.id, appointment),
    host: new URL(ctx.config.appUrl).host,
    appName: ctx.config.appName,
    kind,
    locale: await storeLocale(ctx.db, store.id),
  });
  if (!message) return;
  try {
    await ctx.mailer.send(message);
  } catch (err) {
    ctx.logger.error({ err, appointment: id }, 'the appointment email could not be sent');
  }
}
