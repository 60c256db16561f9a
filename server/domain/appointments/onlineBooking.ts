import type { Db } from '../../../database/client';
import { bookableServices, loadDayFacts } from '../../../database/queries/appointments';
import {
  cancelAppointmentAsCustomer,
  findOrCreateBookingCustomer,
  getManagedAppointment,
  UPCOMING_STATUSES,
  type BookingStore,
  type ManagedAppointment,
} from '../../../database/queries/booking';
import { cancelJob, scheduleJob } from '../../../database/queries/jobs';
import { formatTimeOfDay } from '../../../common/time';
import { storeToday, utcToStoreLocal } from '../../../common/storeTime';
import { notifyStore } from '../../realtime/storeEvents';
import type { MailMessage } from '../../services/mail';
import { translator } from '../../services/i18n';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n';
import { formattersFor } from '../../../common/intlFormats';
import { recordSmsConsent } from '../customers/consent';
import { DomainError } from '../errors';
import { textAppointment } from '../sms/notifications';
import { signedRouteUrl, type LinkMaker } from '../security/signedLinks';
import { freeSlots, visitMinutes, type Slot } from './availability';
import { bookAppointment, moveAppointment, SLOT_TAKEN } from './booking';
import { appointmentIcs } from './ics';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * Online booking, the customer's side: she books from the store's
 * public page, gets a confirmation email with an .ics file and a signed link
 * to her appointment, may cancel or move it until the store's notice limit,
 * and gets a reminder the day before from the jobs queue.
 */

export const ONLINE_ACTOR = {
  byUserId: null,
  byEmployeeId: null,
  byName: 'Customer (online)',
} as const;
export const LINK_PURPOSE = 'appointment';
export const LINK_INVALID = say('validation.appointments.thisLinkIsInvalidOr');
export const CANCELLED_BY_CUSTOMER = 'Cancelled by customer';

/** Public posts are counted per device address and per phone (like the kiosk), so nobody fills a calendar with fakes. */
export const BOOKING_LIMITS = {
  perSource: { max: 20, decaySeconds: 3600 },
  perPhone: { max: 5, decaySeconds: 3600 },
} as const;
export const bookingThrottleMessage = (seconds: number) =>
  say('validation.appointments.tooManyBookingsFromHere', { minutes: Math.ceil(seconds / 60) });

// ---------------------------------------------------------------------------
// Times as a customer reads them
// ---------------------------------------------------------------------------

/**
 * The store-local date (YYYY-MM-DD) and h:mm A of an instant. Pages get the date and write it
 * themselves (format.longDate); the emails write it in their reader's language with
 * formattersFor(locale).longDate, "Tuesday, November 24, 2026" in English.
 */
export function localWhen(at: Date, tz: string): { date: string; time: string } {
  const local = utcToStoreLocal(at, tz);
  const date = local.slice(0, 10);
  const minute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  return { date, time: formatTimeOfDay(minute) };
}

// ---------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------

/** Whether the customer may still cancel or move it herself: upcoming, and more than the notice before the start. */
export function customerMayChange(
  appointment: { status: string; startsAt: Date },
  cancelNoticeMinutes: number,
  now = clock.now(),
): boolean {
  return (
    UPCOMING_STATUSES.includes(appointment.status as never) &&
    appointment.startsAt.getTime() - now.getTime() > cancelNoticeMinutes * 60_000
  );
}

export const REMINDER_KIND = 'appointment.reminder';
const DAY_MS = 24 * 3600_000;
const LAST_USEFUL_MS = 2 * 3600_000;

/**
 * When the reminder goes out: a day before the start; now when the booking
 * is closer than that; never when the visit is two hours away or less (she
 * has just booked it, the email would only be noise).
 */
export function reminderRunAt(startsAt: Date, now = clock.now()): Date | null {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= LAST_USEFUL_MS) return null;
  return ahead > DAY_MS ? new Date(startsAt.getTime() - DAY_MS) : now;
}

export const reminderJobKey = (appointmentId: number, version: number) =>
  `${REMINDER_KIND}:${appointmentId}:${version}`;

/** Schedules the reminder of this version of the appointment (a move schedules the new version's). */
export async function scheduleReminder(
  db: Db,
  storeId: number,
  appointment: { id: number; version: number; startsAt: Date },
  now = clock.now(),
): Promise<void> {
  const runAt = reminderRunAt(appointment.startsAt, now);
  if (!runAt) return;
  await scheduleJob(db, {
    kind: REMINDER_KIND,
    key: reminderJobKey(appointment.id, appointment.version),
    runAt,
    storeId,
    payload: { storeId, appointmentId: appointment.id, version: appointment.version },
  });
}

/** The signed manage link for this version of the appointment; it expires a month after the visit. */
export function manageLink(
  secrets: LinkMaker,
  storeId: number,
  appointment: { id: number; version: number; endsAt: Date },
): string {
  return signedRouteUrl(
    secrets,
    LINK_PURPOSE,
    'booking.show',
    { store: storeId, booking: appointment.id },
    new Date(appointment.endsAt.getTime() + 30 * DAY_MS),
    { v: appointment.version },
  );
}

// ---------------------------------------------------------------------------
// Emails
// ---------------------------------------------------------------------------

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const storeLocation = (store: BookingStore) =>
  [store.name, store.address].filter(Boolean).join(', ');

export function appointmentCalendarFile(
  store: BookingStore,
  appointment: ManagedAppointment,
  opts: { host: string; appName: string; url: string | null; now?: Date; locale?: Locale },
): string {
  const t = translator(opts.locale ?? DEFAULT_LOCALE);
  const withWhom = firstName(appointment.employeeName);
  return appointmentIcs(
    {
      uid: `appointment-${appointment.id}@${opts.host}`,
      sequence: appointment.version,
      stamp: opts.now ?? clock.now(),
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      summary: t('mail.appointment.icsSummary', {
        services: appointment.services.map((s) => s.name).join(', '),
        store: store.name,
      }),
      location: storeLocation(store) || null,
      description: store.phone
        ? t('mail.appointment.icsWithPhone', { name: withWhom, phone: store.phone })
        : t('mail.appointment.icsWith', { name: withWhom }),
      url: opts.url,
    },
    opts.appName,
  );
}

const SUBJECTS = {
  booked: 'mail.appointment.subject.booked',
  moved: 'mail.appointment.subject.moved',
  reminder: 'mail.appointment.subject.reminder',
} as const;

/**
 * The confirmation (or, after a move, the new confirmation) with the .ics file and the manage link;
 * in the store's language for its customers (`locale`, English as before when none is given).
 */
export function confirmationEmail(
  store: BookingStore,
  appointment: ManagedAppointment,
  opts: {
    link: string;
    host: string;
    appName: string;
    kind: 'booked' | 'moved' | 'reminder';
    locale?: Locale;
  },
): MailMessage | null {
  if (!appointment.customerEmail) return null;
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const t = translator(locale);
  // Dollars and the time in the store's region (common/intlFormats.ts).
  const f = formattersFor(locale, store.region);
  const local = localWhen(appointment.startsAt, store.timezone);
  // The day in the reader's words; the time as the spec's h:mm A in English, the store's hh:mm A in the others.
  const when = {
    date: f.longDate(local.date),
    time: locale === DEFAULT_LOCALE ? local.time : f.time(appointment.startsAt, store.timezone),
  };
  const pending = appointment.status === 'booked';
  const subject = t(SUBJECTS[opts.kind], { store: store.name, date: when.date, time: when.time });
  const lines = [
    t('mail.appointment.hi', { name: firstName(appointment.customerName) }),
    '',
    opts.kind === 'reminder'
      ? t('mail.appointment.reminder', { store: store.name })
      : pending
        ? t('mail.appointment.pending', { store: store.name })
        : t('mail.appointment.confirmed', { store: store.name }),
    '',
    t('mail.appointment.when', when),
    t('mail.appointment.with', { name: firstName(appointment.employeeName) }),
    ...appointment.services.map((s) =>
      t('mail.appointment.service', {
        name: s.name,
        minutes: s.minutes,
        price: f.money(s.priceCents),
      }),
    ),
    ...(store.address ? [t('mail.appointment.where', { address: store.address })] : []),
    ...(store.phone ? [t('mail.appointment.phone', { phone: store.phone })] : []),
    '',
    t('mail.appointment.manage', { link: opts.link }),
  ];
  return {
    to: appointment.customerEmail,
    subject,
    text: lines.join('\n'),
    attachments:
      opts.kind === 'reminder'
        ? undefined
        : [
            {
              filename: 'appointment.ics',
              content: appointmentCalendarFile(store, appointment, {
                host: opts.host,
                appName: opts.appName,
                url: opts.link,
                locale,
              }),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ],
  };
}

// ---------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------

export interface OnlineBookingInput {
  serviceIds: number[];
  technicianId: number | 'anyone';
  startsAt: Date;
  name: string;
  phone: string;
  email: string | null;
  smsConsent: boolean;
  /** The consent words the page showed. */
  consentText: string;
}

/** The free times for services with a technician or anyone on a date, as the customer may book them. */
export async function customerSlots(
  db: Db,
  store: BookingStore,
  request: {
    serviceMinutes: number;
    technicianId: number | 'anyone';
    date: string;
    ignoreAppointmentId?: number;
  },
  now = clock.now(),
): Promise<Slot[]> {
  const facts = await loadDayFacts(db, store.id, store.timezone, request.date, now);
  if (request.technicianId === 'anyone' && !facts.settings.allowAnyone) return [];
  return freeSlots(facts, {
    technicianId: request.technicianId,
    durationMinutes: request.serviceMinutes,
    ignoreAppointmentId: request.ignoreAppointmentId,
  });
}

/** The booking core's field names → the form's. */
const FORM_FIELDS: Record<string, string> = {
  serviceIds: 'service_ids',
  technicianId: 'employee',
  startsAt: 'starts_at',
};
const asFormError = (err: unknown) =>
  err instanceof DomainError && err.field && FORM_FIELDS[err.field]
    ? new DomainError(err.message, FORM_FIELDS[err.field], err.status)
    : err;

export const SERVICES_NOT_ON_MENU = say('validation.checkIns.pleaseChooseServicesFromThe');
export const TECHNICIAN_NOT_LISTED = say('validation.appointments.pleaseChooseATechnicianFrom');

/**
 * A customer books: services, technician and time are checked before
 * anyone is written (a taken slot leaves nothing behind), then she is found
 * by her phone or added, the booking core books it (and settles a race),
 * her SMS consent is recorded with the words she saw, and the reminder is
 * scheduled. Refusals name the form's fields.
 */
export async function bookOnline(
  db: Db,
  store: BookingStore,
  input: OnlineBookingInput,
  now = clock.now(),
): Promise<{ id: number }> {
  const lines = await bookableServices(db, store.id, input.serviceIds);
  if (!lines.length || lines.length !== input.serviceIds.length)
    throw new DomainError(SERVICES_NOT_ON_MENU, 'service_ids');
  const facts = await loadDayFacts(
    db,
    store.id,
    store.timezone,
    localWhen(input.startsAt, store.timezone).date,
    now,
  );
  if (
    input.technicianId === 'anyone'
      ? !facts.settings.allowAnyone
      : !facts.technicians.some((t) => t.id === input.technicianId)
  ) {
    throw new DomainError(TECHNICIAN_NOT_LISTED, 'employee');
  }
  const slots = freeSlots(facts, {
    technicianId: input.technicianId,
    durationMinutes: visitMinutes(lines),
  });
  if (!slots.some((s) => s.startsAt.getTime() === input.startsAt.getTime()))
    throw new DomainError(SLOT_TAKEN, 'starts_at');

  const customer = await db.transaction((tx) =>
    findOrCreateBookingCustomer(tx, store.id, {
      name: input.name,
      phone: input.phone,
      email: input.email,
    }),
  );
  const booked = await bookAppointment(
    db,
    store,
    {
      source: 'online',
      technicianId: input.technicianId,
      serviceIds: input.serviceIds,
      startsAt: input.startsAt,
      customerId: customer.id,
      status: facts.settings.requireConfirmation ? 'booked' : 'confirmed',
    },
    ONLINE_ACTOR,
    now,
  ).catch((err: unknown) => {
    throw asFormError(err);
  });
  if (input.smsConsent) {
    await db.transaction(async (tx) => {
      await recordSmsConsent(tx, {
        storeId: store.id,
        customerId: customer.id,
        granted: true,
        source: 'booking',
        consentText: input.consentText,
        actor: null,
        at: now,
      });
    });
  }
  if (customer.created || input.smsConsent)
    await notifyStore(db, store.id, 'CustomerChanged', { id: customer.id });
  await scheduleReminder(
    db,
    store.id,
    { id: booked.id, version: 1, startsAt: input.startsAt },
    now,
  );
  // The confirmation by text, when Settings → Notification says so (the email goes from the booking page as before).
  await textAppointment(db, 'booking_confirmation', store.id, booked.id);
  return { id: booked.id };
}

/** The customer cancels through her link: only while she still may, and only the version she holds. */
export async function cancelAsCustomer(
  db: Db,
  store: BookingStore,
  appointment: ManagedAppointment,
  cancelNoticeMinutes: number,
  now = clock.now(),
): Promise<void> {
  if (!customerMayChange(appointment, cancelNoticeMinutes, now))
    throw new DomainError(tooLateMessage(store), null);
  const done = await cancelAppointmentAsCustomer(
    db,
    store.id,
    appointment.id,
    appointment.version,
    CANCELLED_BY_CUSTOMER,
    ONLINE_ACTOR,
  );
  if (!done) throw new DomainError(LINK_INVALID, null, 409);
  await cancelJob(db, reminderJobKey(appointment.id, appointment.version));
  await notifyStore(db, store.id, 'AppointmentChanged', {
    id: appointment.id,
    action: 'cancelled',
  });
}

/**
 * The customer moves it to another free time on her own terms (notice,
 * booking window, the slot grid), with the same technician, or anyone free
 * when she chose "Anyone". Returns the appointment as it is now.
 */
export async function rescheduleAsCustomer(
  db: Db,
  store: BookingStore,
  appointment: ManagedAppointment,
  startsAt: Date,
  cancelNoticeMinutes: number,
  now = clock.now(),
): Promise<ManagedAppointment> {
  if (!customerMayChange(appointment, cancelNoticeMinutes, now))
    throw new DomainError(tooLateMessage(store), null);
  const minutes = visitMinutes(appointment.services.map((s) => ({ durationMinutes: s.minutes })));
  const slots = await customerSlots(
    db,
    store,
    {
      serviceMinutes: minutes,
      technicianId: appointment.anyTechnician ? 'anyone' : appointment.technicianId,
      date: localWhen(startsAt, store.timezone).date,
      ignoreAppointmentId: appointment.id,
    },
    now,
  );
  const slot = slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot) throw new DomainError(SLOT_TAKEN, 'starts_at');
  // Her own technician when still free at the new time.
  const technicianId = slot.technicianIds.includes(appointment.technicianId)
    ? appointment.technicianId
    : slot.technicianIds[0];
  await moveAppointment(
    db,
    store,
    appointment.id,
    { technicianId, startsAt: slot.startsAt, endsAt: slot.endsAt },
    ONLINE_ACTOR,
    'Rescheduled by customer',
    now,
  ).catch((err: unknown) => {
    throw asFormError(err);
  });
  const moved = await getManagedAppointment(db, store.id, appointment.id);
  if (!moved) throw new DomainError(LINK_INVALID, null, 404);
  await cancelJob(db, reminderJobKey(appointment.id, appointment.version));
  await scheduleReminder(db, store.id, moved, now);
  return moved;
}

export const tooLateMessage = (store: BookingStore) =>
  store.phone
    ? say('validation.appointments.itIsTooCloseTo2', { phone: store.phone })
    : say('validation.appointments.itIsTooCloseTo');

/** The days a customer may pick: today through the booking window (at most 60), each open or closed; the page writes each day (format.longDate). */
export function bookingDays(
  timezone: string,
  windowDays: number,
  isOpen: (date: string) => boolean,
  now = clock.now(),
) {
  const today = storeToday(timezone, now);
  const count = Math.min(windowDays, 60) + 1;
  const [y, m, d] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    return { date, open: isOpen(date) };
  });
}
