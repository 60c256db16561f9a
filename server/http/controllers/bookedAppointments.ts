import type { Request, Response } from 'express';
import { getAppointmentSettings } from '../../../database/queries/appointmentSettings';
import {
  getManagedAppointment,
  type BookingStore,
  type ManagedAppointment,
} from '../../../database/queries/booking';
import {
  appointmentCalendarFile,
  cancelAsCustomer,
  customerSlots,
  LINK_INVALID,
  LINK_PURPOSE,
  rescheduleAsCustomer,
} from '../../domain/appointments/onlineBooking';
import { checkSignedUrl } from '../../domain/security/signedLinks';
import { HttpError } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { rescheduleQuerySchema, rescheduleSchema } from '../validators/booking';
import { bookableDays, bookingStoreOf, grantedVersion, grantManage } from '../bookingStore';
import { emailBookedCustomer } from '../../domain/appointments/confirmationMail';
import { bookingSalon } from '../presenters/booking';
import {
  bookedAppointmentProps,
  otherSlotOptions,
  visitMinutesOf,
} from '../presenters/bookedAppointments';
import { requestLocale } from '../locale';
import { say } from '../../../common/said';

/**
 * The customer's own appointment (customer side, no sign-in): the
 * confirmation page, "Add to calendar", cancel and reschedule. The emailed
 * link is signed for the appointment's version; a valid one lets this
 * browser manage that version and goes on to the plain address, so the
 * signature does not stay in the address bar and the page's own reloads
 * (other days' times) need none. A move by anyone bumps the version, and a
 * cancelled visit is done: the old link and the old grant stop working.
 */

const invalid = () => new HttpError(403, LINK_INVALID);

/** The appointment this browser holds a grant for, still at that version and not cancelled; otherwise 403. */
async function granted(req: Request, store: BookingStore): Promise<ManagedAppointment> {
  const id = Number(req.params.booking);
  const version = grantedVersion(req, store.id, id);
  const appointment =
    version === undefined ? null : await getManagedAppointment(req.ctx.db, store.id, id);
  if (!appointment || appointment.version !== version || appointment.status === 'cancelled')
    throw invalid();
  return appointment;
}

const secrets = (req: Request) => ({
  appUrl: req.ctx.config.appUrl,
  sessionSecret: req.ctx.config.sessionSecret,
  routeUrl,
});

/** booking.show: by its signed link (then on to the plain address), or for a browser that holds a grant. */
export async function show(req: Request, res: Response) {
  const store = await bookingStoreOf(req);
  if (req.query.signature !== undefined) {
    const id = Number(req.params.booking);
    const appointment =
      checkSignedUrl(secrets(req), LINK_PURPOSE, req.originalUrl) === 'valid'
        ? await getManagedAppointment(req.ctx.db, store.id, id)
        : null;
    if (
      !appointment ||
      String(appointment.version) !== req.query.v ||
      appointment.status === 'cancelled'
    )
      throw invalid();
    grantManage(req, store.id, id, appointment.version);
    return res.redirect(303, routeUrl('booking.show', { store: store.id, booking: id }));
  }
  const appointment = await granted(req, store);
  const { date } = validate(rescheduleQuerySchema, req.query);
  const settings = await getAppointmentSettings(req.ctx.db, store.id);
  await res.inertia(
    'Customer/AppointmentConfirmed',
    {
      salon: bookingSalon(store),
      ...bookedAppointmentProps(appointment, store.timezone, settings.cancelNoticeMinutes),
      days: () => bookableDays(req, store, settings.bookingWindowDays),
      filters: { date },
      slots: async () => {
        if (!date) return [];
        const slots = await customerSlots(req.ctx.db, store, {
          serviceMinutes: visitMinutesOf(appointment),
          technicianId: appointment.anyTechnician ? 'anyone' : appointment.technicianId,
          date,
          ignoreAppointmentId: appointment.id,
        });
        return otherSlotOptions(slots, appointment.startsAt);
      },
    },
    { title: 'Your appointment' },
  );
}

/** booking.calendar: the .ics file ("Add to calendar"). */
export async function calendar(req: Request, res: Response) {
  const store = await bookingStoreOf(req);
  const appointment = await granted(req, store);
  // In the language the customer page speaks, like the emailed copy.
  const ics = appointmentCalendarFile(store, appointment, {
    host: new URL(req.ctx.config.appUrl).host,
    appName: req.ctx.config.appName,
    url: null,
    locale: requestLocale(req),
  });
  res
    .set('Content-Type', 'text/calendar; charset=utf-8')
    .attachment(`appointment-${appointment.id}.ics`)
    .send(ics);
}

/** booking.cancel: until the store's notice before the start; then back to the booking page. */
export async function cancel(req: Request, res: Response) {
  const store = await bookingStoreOf(req);
  const appointment = await granted(req, store);
  const settings = await getAppointmentSettings(req.ctx.db, store.id);
  await cancelAsCustomer(req.ctx.db, store, appointment, settings.cancelNoticeMinutes);
  flash(req, 'success', say('flash.appointments.yourAppointmentWasCancelled'));
  res.redirect(303, routeUrl('booking.create', { store: store.id }));
}

/** booking.reschedule: another free time, on the customer's terms; a new confirmation email. */
export async function reschedule(req: Request, res: Response) {
  const store = await bookingStoreOf(req);
  const appointment = await granted(req, store);
  const { starts_at } = validate(rescheduleSchema, req.body);
  const settings = await getAppointmentSettings(req.ctx.db, store.id);
  const moved = await rescheduleAsCustomer(
    req.ctx.db,
    store,
    appointment,
    starts_at,
    settings.cancelNoticeMinutes,
  );
  grantManage(req, store.id, moved.id, moved.version);
  await emailBookedCustomer({ ...req.ctx, logger: req.log }, routeUrl, store, moved.id, 'moved');
  flash(req, 'success', say('flash.appointments.yourAppointmentWasMoved'));
  res.redirect(303, routeUrl('booking.show', { store: store.id, booking: moved.id }));
}
