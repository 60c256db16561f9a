import type { ManagedAppointment } from '../../../database/queries/booking';
import type { Slot } from '../../domain/appointments/availability';
import { customerMayChange, localWhen } from '../../domain/appointments/onlineBooking';
import { slotOption } from './booking';

/** Her visit's length: the services' minutes added up. */
export const visitMinutesOf = (a: ManagedAppointment) =>
  a.services.reduce((sum, s) => sum + s.minutes, 0);

/**
 * booking.show: her appointment (the technician by first name; its day, instant and money as values
 * the page writes, docs/features/languages-and-offline.md), and until when she may cancel or move it
 * herself (`cancelNoticeMinutes` before the start).
 */
export function bookedAppointmentProps(
  appointment: ManagedAppointment,
  tz: string,
  cancelNoticeMinutes: number,
) {
  const when = localWhen(appointment.startsAt, tz);
  const deadlineAt = new Date(appointment.startsAt.getTime() - cancelNoticeMinutes * 60_000);
  const deadline = localWhen(deadlineAt, tz);
  const total = appointment.services.reduce((sum, s) => sum + s.priceCents, 0);
  return {
    appointment: {
      id: appointment.id,
      status: appointment.status,
      date: when.date,
      starts_at: appointment.startsAt.toISOString(),
      technician: appointment.employeeName.trim().split(/\s+/)[0],
      services: appointment.services.map((s) => ({
        name: s.name,
        minutes: s.minutes,
        price: s.priceCents,
      })),
      minutes: visitMinutesOf(appointment),
      total,
    },
    can_change: customerMayChange(appointment, cancelNoticeMinutes),
    // The deadline as the salon's day and an instant: the page writes "Tuesday, November 24, 2026 at 2:30 PM".
    change_deadline: { date: deadline.date, at: deadlineAt.toISOString() },
  };
}

/** The times she may move it to: that day's free times, less the one she has. */
export const otherSlotOptions = (slots: Slot[], startsAt: Date) =>
  slots.filter((s) => s.startsAt.getTime() !== startsAt.getTime()).map(slotOption);
