import type { Request, Response } from 'express';
import { bookableServices } from '../../../database/queries/appointments';
import { getAppointmentSettings } from '../../../database/queries/appointmentSettings';
import { listBookableTechnicians, listBookingMenu } from '../../../database/queries/booking';
import { requestLocale } from '../locale';
import { consentTextIn, getConsentText } from '../../domain/customers/consent';
import { visitMinutes } from '../../domain/appointments/availability';
import {
  BOOKING_LIMITS,
  bookingThrottleMessage,
  bookOnline,
  customerSlots,
} from '../../domain/appointments/onlineBooking';
import {
  countAttempt,
  throttleKey,
  ThrottledError,
  type Limit,
} from '../../domain/security/throttle';
import { DomainError } from '../../domain/errors';
import { bookableDays, bookingStoreOf, grantManage } from '../bookingStore';
import { bookingChoices, bookingMenuPage, slotOption } from '../presenters/booking';
import { emailBookedCustomer } from '../../domain/appointments/confirmationMail';
import { routeUrl } from '../urls';
import { validate } from '../validate';
import { bookingQuerySchema, bookingSchema } from '../validators/booking';

/**
 * The salon's public booking pages (customer side, Default layout, no
 * sign-in): the menu, and the booking steps. The store is named by its id in
 * the path; an unknown one is a 404 (../bookingStore.ts).
 */

/** booking.menu: services by category with price and duration, and retail on its own shelf. */
export async function menu(req: Request, res: Response) {
  const store = await bookingStoreOf(req);
  await res.inertia(
    'Customer/Menu',
    bookingMenuPage(store, await listBookingMenu(req.ctx.db, store.id)),
    { title: `${store.name} menu` },
  );
}

/** booking.create: the steps; `slots` follows the query (services, technician, date) and is what partial reloads ask for. */
export async function create(req: Request, res: Response) {
  const store = await bookingStoreOf(req);
  const query = validate(bookingQuerySchema, req.query);
  const db = req.ctx.db;
  const [settings, menu, technicians, consentText] = await Promise.all([
    getAppointmentSettings(db, store.id),
    listBookingMenu(db, store.id),
    listBookableTechnicians(db, store.id),
    getConsentText(db, store.id),
  ]);
  const days = await bookableDays(req, store, settings.bookingWindowDays);
  await res.inertia(
    'Customer/Appointments',
    {
      ...bookingChoices(store, menu, technicians),
      allow_anyone: settings.allowAnyone,
      days,
      consent_text: consentTextIn(consentText, requestLocale(req)),
      filters: { services: query.services, employee: query.employee, date: query.date },
      slots: async () => {
        const { services, employee, date } = query;
        if (!services.length || employee === null || date === null) return [];
        const lines = await bookableServices(db, store.id, services);
        if (lines.length !== services.length) return [];
        const slots = await customerSlots(db, store, {
          serviceMinutes: visitMinutes(lines),
          technicianId: employee,
          date,
        });
        return slots.map(slotOption);
      },
    },
    { title: `Book at ${store.name}` },
  );
}

/** Counts a public booking per device address, then per phone; over a limit the phone field says how long to wait. */
async function throttle(req: Request, storeId: number, phone: string | null) {
  const limit: Limit = phone
    ? { key: throttleKey('booking:phone', storeId, phone), ...BOOKING_LIMITS.perPhone }
    : { key: throttleKey('booking:source', storeId, req.ip ?? ''), ...BOOKING_LIMITS.perSource };
  try {
    await countAttempt(req.ctx.throttle, [limit], 'phone');
  } catch (err) {
    throw err instanceof ThrottledError
      ? new DomainError(bookingThrottleMessage(err.retryAfter), 'phone', 429)
      : err;
  }
}

/** booking.store: book it, email the confirmation, then her appointment's page (this browser may open it without the link). */
export async function store(req: Request, res: Response) {
  const store = await bookingStoreOf(req);
  await throttle(req, store.id, null);
  const input = validate(bookingSchema, req.body);
  await throttle(req, store.id, input.phone);
  const booked = await bookOnline(req.ctx.db, store, {
    serviceIds: input.service_ids,
    technicianId: input.employee,
    startsAt: input.starts_at,
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    smsConsent: input.sms_consent,
    consentText: consentTextIn(await getConsentText(req.ctx.db, store.id), requestLocale(req)),
  });
  grantManage(req, store.id, booked.id, 1);
  await emailBookedCustomer({ ...req.ctx, logger: req.log }, routeUrl, store, booked.id, 'booked');
  res.redirect(303, routeUrl('booking.show', { store: store.id, booking: booked.id }));
}
