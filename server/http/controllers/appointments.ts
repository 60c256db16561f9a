import type { Request } from 'express';
import { getCustomer } from '../../../database/queries/customers';
import { getAppointmentTime } from '../../../database/queries/appointments';
import { listActiveEmployees } from '../../../database/queries/employees';
import { storeMinuteToUtc } from '../../../common/storeTime';
import { bookAppointment, moveAppointment } from '../../domain/appointments/booking';
import { appointmentActor, changeStatus } from '../../domain/appointments/statusChanges';
import type { AppointmentStatus } from '../../../database/schema/appointments';
import { DomainError } from '../../domain/errors';
import { can } from '../../domain/access/permissions';
import { notFound, ValidationError } from '../errors';
import { back, flash, safePath } from '../validate';
import { storeAction, type StoreContext } from '../action';
import { routeUrl } from '../urls';
import {
  appointmentMoveSchema,
  appointmentSchema,
  appointmentStatusSchema,
} from '../validators/appointments';
import { say, type Said } from '../../../common/said';

/**
 * appointments.store / .update / .status ("view appointment calendars"): the
 * desk books from an empty slot, drags or edits an appointment, and moves it
 * along its statuses. The booking core decides; its refusals come back as
 * messages next to the fields the page shows.
 */

/** The booking core names its fields in camelCase; the forms in snake_case. */
const FIELDS: Record<string, string> = {
  startsAt: 'start',
  endsAt: 'end',
  technicianId: 'technician_id',
  serviceIds: 'service_ids',
};

async function asFormErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError && err.field)
      throw new ValidationError({ [FIELDS[err.field] ?? err.field]: err.message });
    throw err;
  }
}

/** The instant of a wall-clock minute on a store date; a minute the clocks skip is refused. */
function instant({ store }: StoreContext, date: string, minute: number, field: string): Date {
  const { at, exists } = storeMinuteToUtc(date, minute, store.timezone);
  if (!exists)
    throw new ValidationError({
      [field]: say('validation.appointments.theClocksSkipThatTime'),
    });
  return at;
}

/** A technician of this store (active), or 404: an id from another store is as good as none. */
async function technician({ db, store }: StoreContext, id: number) {
  if (!(await listActiveEmployees(db, store.id)).some((e) => e.id === id)) throw notFound();
}

/** Back to the calendar the request came from (its view kept), on `date`. */
function calendarOn(req: Request, date: string): string {
  const fallback = routeUrl('appointments.calendars', {}, { date });
  const from = back(req, fallback);
  const calendar = routeUrl('appointments.calendars');
  if (!from.startsWith(calendar)) return from;
  const url = new URL(from, 'http://x');
  if (url.pathname !== calendar) return fallback;
  url.searchParams.set('date', date);
  return safePath(`${url.pathname}${url.search}`) ?? fallback;
}

export const store = storeAction({ input: appointmentSchema }, async (a) => {
  const { db, store, actor, input, req, res } = a;
  if (!(await getCustomer(db, store.id, input.customer_id))) throw notFound();
  if (input.technician_id !== 'anyone') await technician(a, input.technician_id);
  const startsAt = instant(a, input.date, input.start, 'start');
  await asFormErrors(() =>
    bookAppointment(
      db,
      store,
      {
        customerId: input.customer_id,
        technicianId: input.technician_id,
        serviceIds: input.service_ids,
        startsAt,
        source: 'front_desk',
        notes: input.notes ?? null,
      },
      appointmentActor(actor),
    ),
  );
  flash(req, 'success', say('flash.appointments.appointmentBooked'));
  res.redirect(303, calendarOn(req, input.date));
});

const appointmentParam = { appointment: getAppointmentTime };

export const update = storeAction(
  { load: appointmentParam, input: appointmentMoveSchema },
  async (a) => {
    const {
      db,
      store,
      actor,
      bound: { appointment },
      input,
      req,
      res,
    } = a;
    await technician(a, input.technician_id);
    const startsAt = instant(a, input.date, input.start, 'start');
    const endsAt = instant(a, input.date, input.end, 'end');
    await asFormErrors(() =>
      moveAppointment(
        db,
        store,
        appointment.id,
        { technicianId: input.technician_id, startsAt, endsAt },
        appointmentActor(actor),
        input.reason ?? null,
      ),
    );
    flash(req, 'success', say('flash.appointments.appointmentMoved'));
    res.redirect(303, calendarOn(req, input.date));
  },
);

const DONE: Record<AppointmentStatus, Said> = {
  booked: say('flash.appointments.appointmentBooked'),
  completed: say('flash.appointments.appointmentCompleted'),
  confirmed: say('flash.appointments.appointmentConfirmed'),
  arrived: say('flash.appointments.markedAsArrivedSheIs'),
  in_service: say('flash.appointments.serviceStarted'),
  cancelled: say('flash.appointments.appointmentCancelled'),
  no_show: say('flash.appointments.markedAsANoShow'),
};

export const status = storeAction(
  { load: appointmentParam, input: appointmentStatusSchema },
  async ({ db, store, actor, bound: { appointment }, input, req, res }) => {
    const { checkInId } = await changeStatus(db, store, {
      appointmentId: appointment.id,
      to: input.status,
      reason: input.reason ?? null,
      actor,
    });
    flash(req, 'success', DONE[input.status]);
    // The service begins at the POS with her, her technician and her services on the ticket.
    if (input.status === 'in_service' && checkInId !== null && can(actor, 'manage pos')) {
      res.redirect(
        303,
        routeUrl('pos.pay', {}, { check_in: checkInId, technician: appointment.technicianId }),
      );
      return;
    }
    res.redirect(303, back(req, routeUrl('appointments.show', { appointment: appointment.id })));
  },
);
