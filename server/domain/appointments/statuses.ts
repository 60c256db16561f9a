import type { AppointmentStatus } from '../../../database/schema/appointments';
import { say, type Said } from '../../../common/said';
import { MANUAL_STATUSES, type ManualStatus } from '../../../common/appointments';

/**
 * Where an appointment may go next: booked → confirmed → arrived →
 * in service → completed, or cancelled (with a reason) or a no-show. Pure, so
 * the calendar, the list and the show page offer exactly what the server
 * accepts. "Completed" is checkout's: paying the ticket sets it, never a tap.
 */

const NEXT: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  booked: ['confirmed', 'arrived', 'cancelled', 'no_show'],
  confirmed: ['arrived', 'cancelled', 'no_show'],
  // She is in the queue; she may still leave before her service (her check-in is cancelled with it).
  arrived: ['in_service', 'cancelled'],
  in_service: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** What staff may set by hand: shared with the pages' status buttons (common/appointments.ts). */
export { MANUAL_STATUSES, type ManualStatus };

/** The statuses that need a reason. */
export const needsReason = (to: AppointmentStatus): boolean => to === 'cancelled';

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus): boolean =>
  NEXT[from].includes(to);

/** The buttons staff see for an appointment in `from`, in the order a visit goes. */
export function manualActions(from: AppointmentStatus): ManualStatus[] {
  return MANUAL_STATUSES.filter((to) => canTransition(from, to));
}

/** Whether the appointment still holds its technician's time and can be moved or resized. */
export const isMovable = (status: AppointmentStatus): boolean =>
  status === 'booked' || status === 'confirmed' || status === 'arrived';

/** The desk's words for a refused change: "This appointment is completed; it cannot be cancelled." */
export function transitionRefusal(from: AppointmentStatus, to: AppointmentStatus): Said {
  if (to === 'completed') return say('validation.appointments.anAppointmentIsCompletedWhen');
  return say('validation.appointments.transitionRefused', { from, to });
}

/** A refusal, or null when `from → to` is allowed (with its reason when one is needed). */
export function statusChangeProblem(
  from: AppointmentStatus,
  to: AppointmentStatus,
  reason: string | null,
): { field: 'status' | 'reason'; message: Said } | null {
  if (to === 'completed' || !canTransition(from, to))
    return { field: 'status', message: transitionRefusal(from, to) };
  if (needsReason(to) && !reason?.trim())
    return { field: 'reason', message: say('validation.appointments.pleaseGiveAReasonFor') };
  return null;
}
