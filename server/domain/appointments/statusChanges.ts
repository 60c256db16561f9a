import type { Db } from '../../../database/client';
import {
  changeAppointmentStatus,
  getAppointmentLinks,
  getAppointmentTime,
  listAppointmentServiceIds,
  type AppointmentActor,
} from '../../../database/queries/appointments';
import {
  findCheckIn,
  findOpenCheckInOfCustomer,
  updateCheckIn,
} from '../../../database/queries/checkIns';
import { storeToday, utcToStoreLocal } from '../../../common/storeTime';
import { notifyStore } from '../../realtime/storeEvents';
import type { Actor } from '../access/permissions';
import { cancelCheckIn, createCheckIn, startCheckIn } from '../checkins/checkIns';
import { DomainError } from '../errors';
import { statusChangeProblem, type ManualStatus } from './statuses';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

export const ARRIVE_TODAY_ONLY = say('validation.appointments.onlyTodaySAppointmentsCan');

/** Who did it, as an appointment's history names them. */
export function appointmentActor(actor: Actor | null): AppointmentActor {
  return {
    byUserId: actor?.kind === 'user' ? actor.id : null,
    byEmployeeId: actor?.kind === 'employee' ? actor.id : null,
    byName: actor?.name ?? 'Online booking',
  };
}

export interface StatusChange {
  appointmentId: number;
  to: ManualStatus;
  reason: string | null;
  actor: Actor;
  now?: Date;
}

/**
 * Staff move an appointment along (statuses.ts says where it may go), in one
 * transaction with what goes with it:
 * - arrived puts her in today's check-in queue with her services, assigned to
 *   her technician (a requested one unless she booked "Anyone"); a check-in
 *   she already made at the kiosk is used instead of a second one;
 * - in service starts that check-in, as the queue's Start does (the POS then
 *   opens with her, her technician and her services);
 * - cancelling an arrived appointment cancels its check-in that has not started.
 * Asking for the status it already has changes nothing (a double tap).
 * Returns the check-in, for the POS.
 */
export async function changeStatus(
  db: Db,
  store: { id: number; timezone: string },
  change: StatusChange,
): Promise<{ checkInId: number | null }> {
  const { appointmentId: id, to, actor } = change;
  const reason = change.reason?.trim() || null;
  const now = change.now ?? clock.now();
  return db.transaction(async (tx) => {
    const current = await getAppointmentTime(tx, store.id, id, { lock: true });
    if (!current)
      throw new DomainError(say('validation.appointments.appointmentNotFound'), null, 404);
    const links = await getAppointmentLinks(tx, store.id, id);
    if (current.status === to) return { checkInId: links.checkInId };
    const problem = statusChangeProblem(current.status, to, reason);
    if (problem) throw new DomainError(problem.message, problem.field);
    const who = { kind: actor.kind, id: actor.id, name: actor.name };

    let checkInId = links.checkInId;
    if (to === 'arrived') {
      checkInId = await arrive(tx, store, id, current, links.anyTechnician, who, now);
    } else if (to === 'in_service') {
      if (checkInId === null)
        throw new DomainError(say('validation.appointments.markHerAsArrivedFirst'), 'status');
      await startCheckIn(tx, {
        storeId: store.id,
        checkInId,
        technicianId: current.technicianId,
        actor: who,
        now,
      });
    } else if (to === 'cancelled' && checkInId !== null) {
      const checkIn = await findCheckIn(tx, store.id, checkInId);
      if (checkIn && (checkIn.status === 'waiting' || checkIn.status === 'assigned')) {
        await cancelCheckIn(tx, {
          storeId: store.id,
          checkInId,
          reason: reason ?? 'Appointment cancelled',
          actor: who,
          now,
        });
      }
    }

    await changeAppointmentStatus(
      tx,
      store.id,
      current,
      {
        status: to,
        ...(to === 'cancelled' ? { cancelReason: reason } : {}),
        ...(to === 'arrived' ? { checkInId } : {}),
      },
      appointmentActor(actor),
      reason,
    );
    await notifyStore(tx, store.id, 'AppointmentChanged', { id, action: 'status', status: to });
    return { checkInId };
  });
}

type Who = Parameters<typeof createCheckIn>[1]['actor'];

/**
 * She arrived, today only: into today's check-in queue with her services (the check-in she made
 * at the kiosk is used instead of a second one), assigned to her technician. Her technician is
 * known: no turn-board pick (an appointment is not a walk-in given out). Returns the check-in.
 */
async function arrive(
  tx: Db,
  store: { id: number; timezone: string },
  id: number,
  current: NonNullable<Awaited<ReturnType<typeof getAppointmentTime>>>,
  anyTechnician: boolean,
  who: Who,
  now: Date,
): Promise<number> {
  const today = storeToday(store.timezone, now);
  if (utcToStoreLocal(current.startsAt, store.timezone).slice(0, 10) !== today)
    throw new DomainError(ARRIVE_TODAY_ONLY, 'status');
  const waiting = await findOpenCheckInOfCustomer(tx, store.id, current.customerId);
  const checkIn =
    waiting ??
    (await createCheckIn(tx, {
      storeId: store.id,
      customerId: current.customerId,
      businessDate: today,
      source: 'appointment',
      requestedTechnicianId: anyTechnician ? null : current.technicianId,
      serviceIds: await listAppointmentServiceIds(tx, store.id, id),
      appointmentId: id,
      actor: who,
      now,
    }));
  await updateCheckIn(tx, store.id, checkIn.id, {
    status: 'assigned',
    assignedTechnicianId: current.technicianId,
    assignedAt: now,
    appointmentId: id,
  });
  await notifyStore(tx, store.id, 'CheckInChanged', { id: checkIn.id, status: 'assigned' });
  return checkIn.id;
}
