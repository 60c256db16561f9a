import type { Db } from '../../../database/client';
import { hasPgCode, retryOnDeadlock } from '../../../database/errors';
import {
  bookableServices,
  getAppointmentTime,
  insertAppointment,
  INACTIVE_STATUSES,
  loadDayFacts,
  rescheduleAppointment,
  type AppointmentActor,
} from '../../../database/queries/appointments';
import { utcToStoreLocal } from '../../../common/storeTime';
import { notifyStore } from '../../realtime/storeEvents';
import { DomainError } from '../errors';
import { checkFit, freeSlots, visitMinutes } from './availability';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * Booking and moving appointments: the one place that checks a time against
 * availability and lets the database settle a race. The pure rules live in
 * availability.ts; the exclusion constraint `appointments_no_overlap` is what
 * really keeps a technician from being booked twice when two requests pass
 * the check at the same moment.
 */

export const SLOT_TAKEN = say('validation.appointments.thatTimeWasJustTaken');

/**
 * Postgres 23P01 (exclusion_violation) from node-postgres or PGlite, possibly wrapped by Drizzle.
 * Bookings of one slot inserted at once wait on each other in the constraint's check, and with
 * many at once PostgreSQL may end one as a deadlock instead: so a booking's and a move's
 * transaction runs again on one (retryOnDeadlock), and finds the other committed (this conflict:
 * the slot was taken) or rolled back (it books).
 */
export const isOverlapViolation = (err: unknown): boolean => hasPgCode(err, '23P01');

/** The store-local date an instant falls on. */
const localDate = (at: Date, timezone: string) => utcToStoreLocal(at, timezone).slice(0, 10);

export interface BookingRequest {
  customerId: number;
  /** A technician, or "anyone": the least-booked free technician is picked. */
  technicianId: number | 'anyone';
  serviceIds: number[];
  startsAt: Date;
  /** Online: notice, booking window and the store's slot grid apply; the front desk may book any time that fits. */
  source: 'front_desk' | 'online';
  notes?: string | null;
  /** Online bookings wait for staff when the store asks for confirmation; the front desk books confirmed visits as "booked". */
  status?: 'booked' | 'confirmed';
}

export interface Store {
  id: number;
  timezone: string;
}

/**
 * Books an appointment in one transaction (row, services, history), after
 * checking it fits. Throws a DomainError with the reason when it does not,
 * and SLOT_TAKEN (field `startsAt`) when another booking won the race.
 */
export async function bookAppointment(
  db: Db,
  store: Store,
  request: BookingRequest,
  actor: AppointmentActor,
  now = clock.now(),
): Promise<{ id: number; technicianId: number }> {
  const lines = await bookableServices(db, store.id, request.serviceIds);
  if (!lines.length || lines.length !== new Set(request.serviceIds).size)
    throw new DomainError(say('validation.appointments.chooseAtLeastOneService'), 'serviceIds');
  const minutes = visitMinutes(lines);
  const date = localDate(request.startsAt, store.timezone);
  const facts = await loadDayFacts(db, store.id, store.timezone, date, now);
  const buffer = facts.settings.bufferMinutes * 60_000;

  let technicianId: number;
  if (request.source === 'online') {
    if (request.technicianId === 'anyone' && !facts.settings.allowAnyone)
      throw new DomainError(say('validation.appointments.pleaseChooseATechnician'), 'technicianId');
    const slot = freeSlots(facts, {
      technicianId: request.technicianId,
      durationMinutes: minutes,
    }).find((s) => s.startsAt.getTime() === request.startsAt.getTime());
    if (!slot) throw new DomainError(SLOT_TAKEN, 'startsAt');
    technicianId = slot.technicianIds[0];
  } else if (request.technicianId === 'anyone') {
    const slot = freeSlots(facts, {
      technicianId: 'anyone',
      durationMinutes: minutes,
      staff: true,
    }).find((s) => s.startsAt.getTime() === request.startsAt.getTime());
    if (!slot)
      throw new DomainError(say('validation.appointments.noTechnicianIsFreeFor'), 'startsAt');
    technicianId = slot.technicianIds[0];
  } else {
    const refusal = checkFit(facts, {
      technicianId: request.technicianId,
      startsAt: request.startsAt,
      durationMinutes: minutes,
    });
    if (refusal)
      throw new DomainError(
        refusal.message,
        refusal.reason === 'working' ? 'technicianId' : 'startsAt',
      );
    technicianId = request.technicianId;
  }

  const endsAt = new Date(request.startsAt.getTime() + minutes * 60_000);
  try {
    // Run again on a deadlock in the exclusion constraint's check (isOverlapViolation says why).
    const id = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const created = await insertAppointment(
          tx,
          store.id,
          {
            customerId: request.customerId,
            technicianId,
            startsAt: request.startsAt,
            endsAt,
            heldUntil: new Date(endsAt.getTime() + buffer),
            status: request.status ?? 'booked',
            source: request.source,
            anyTechnician: request.technicianId === 'anyone',
            notes: request.notes ?? null,
            services: lines,
          },
          actor,
        );
        await notifyStore(tx, store.id, 'AppointmentChanged', { id: created, action: 'created' });
        return created;
      }),
    );
    return { id, technicianId };
  } catch (err) {
    if (isOverlapViolation(err)) throw new DomainError(SLOT_TAKEN, 'startsAt');
    throw err;
  }
}

/**
 * Moves an appointment to another technician and/or time, or resizes it
 * (a new end). Checked as the front desk books: working hours, opening hours,
 * blocks and the technician's other appointments, ignoring its own old time.
 */
export async function moveAppointment(
  db: Db,
  store: Store,
  id: number,
  to: { technicianId: number; startsAt: Date; endsAt: Date },
  actor: AppointmentActor,
  reason: string | null = null,
  now = clock.now(),
): Promise<void> {
  const current = await getAppointmentTime(db, store.id, id);
  if (!current)
    throw new DomainError(say('validation.appointments.appointmentNotFound'), null, 404);
  if (INACTIVE_STATUSES.includes(current.status) || current.status === 'completed') {
    throw new DomainError(say('validation.appointments.aCancelledNoShowOr'), 'startsAt');
  }
  const minutes = Math.round((to.endsAt.getTime() - to.startsAt.getTime()) / 60_000);
  if (minutes < 5)
    throw new DomainError(say('validation.appointments.anAppointmentIsAtLeast'), 'endsAt');
  if (
    localDate(to.startsAt, store.timezone) !==
    localDate(new Date(to.endsAt.getTime() - 1), store.timezone)
  ) {
    throw new DomainError(say('validation.appointments.anAppointmentStartsAndEnds'), 'endsAt');
  }
  const facts = await loadDayFacts(
    db,
    store.id,
    store.timezone,
    localDate(to.startsAt, store.timezone),
    now,
  );
  const refusal = checkFit(facts, {
    technicianId: to.technicianId,
    startsAt: to.startsAt,
    durationMinutes: minutes,
    ignoreAppointmentId: id,
  });
  if (refusal)
    throw new DomainError(
      refusal.message,
      refusal.reason === 'working' ? 'technicianId' : 'startsAt',
    );
  const heldUntil = new Date(to.endsAt.getTime() + facts.settings.bufferMinutes * 60_000);
  try {
    // Run again on a deadlock in the exclusion constraint's check (isOverlapViolation says why).
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        // Locked and re-read: a status change or another move since the check wins, and this one is refused.
        const locked = await getAppointmentTime(tx, store.id, id, { lock: true });
        if (!locked || locked.version !== current.version || locked.status !== current.status)
          throw new DomainError(
            say('validation.appointments.thisAppointmentWasJustChanged'),
            'startsAt',
            409,
          );
        await rescheduleAppointment(tx, store.id, locked, { ...to, heldUntil }, actor, reason);
        await notifyStore(tx, store.id, 'AppointmentChanged', { id, action: 'moved' });
      }),
    );
  } catch (err) {
    if (isOverlapViolation(err)) throw new DomainError(SLOT_TAKEN, 'startsAt');
    throw err;
  }
}
