import type { Request, Response } from 'express';
import { getAppointmentSettings } from '../../../database/queries/appointmentSettings';
import {
  getManagedAppointment,
  type BookingStore,
  type ManagedAppointment,
} from '../../../database/queries/booking';
import { formatCurrency } from '../../../common/money';
import {
  appointmentCalendarFile,
  cancelAsCustomer,
  customerMayChange,
  customerSlots,
  LINK_INVALID,
  LINK_PURPOSE,
  localWhen,
  rescheduleAsCustomer,
} from '../../domain/appointments/onlineBooking';
import { checkSignedUrl } from '../../domain/security/signedLinks';
import { HttpError } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { rescheduleQuerySchema, rescheduleSchema } from '../validators/booking';
import {
  bookableDays,
  bookingStoreOf,
  grantedVersion,
  grantManage,
  storeProps,
} from '../bookingStore';
import { emailBookedCustomer } from '../../domain/appointments/confirmationMail';
import { requestLocale } from '../locale';

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
  const when = localWhen(appointment.startsAt, store.timezone);
  const deadlineAt = new Date(
    appointment.startsAt.getTime() - settings.cancelNoticeMinutes * 60_000,
  );
  const deadline = localWhen(deadlineAt, store.timezone);
  const minutes = appointment.services.reduce((sum, s) => sum + s.minutes, 0);
  await res.inertia(
    'Customer/AppointmentConfirmed',
    {
      salon: storeProps(store),
      appointment: {
        id: appointment.id,
        status: appointment.status,
        date: when.date,
        starts_at: appointment.startsAt.toISOString(),
        date_label: when.dateLabel,
        time: when.time,
        technician: appointment.employeeName.trim().split(/\s+/)[0],
        services: appointment.services.map((s) => ({
          name: s.name,
          minutes: s.minutes,
          price: s.priceCents,
        })),
        minutes,
        total: appointment.services.reduce((sum, s) => sum + s.priceCents, 0),
        total_label: formatCurrency(appointment.services.reduce((sum, s) => sum + s.priceCents, 0)),
      },
      can_change: customerMayChange(appointment, settings.cancelNoticeMinutes),
      change_until: `${deadline.dateLabel} at ${deadline.time}`,
      // The same deadline as a date and an instant, for the page in another language.
      change_deadline: { date: deadline.date, at: deadlineAt.toISOString() },
      days: () => bookableDays(req, store, settings.bookingWindowDays),
      filters: { date },
      slots: async () => {
        if (!date) return [];
        const slots = await customerSlots(req.ctx.db, store, {
          serviceMinutes: minutes,
          technicianId: appointment.anyTechnician ? 'anyone' : appointment.technicianId,
          date,
          ignoreAppointmentId: appointment.id,
        });
        return slots
          .filter((s) => s.startsAt.getTime() !== appointment.startsAt.getTime())
          .map((s) => ({ starts_at: s.startsAt.toISOString(), label: s.label }));
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
  flash(req, 'success', 'Your appointment was cancelled.');
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
  flash(req, 'success', 'Your appointment was moved.');
  res.redirect(303, routeUrl('booking.show', { store: store.id, booking: moved.id }));
}
