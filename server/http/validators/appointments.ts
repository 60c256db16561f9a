import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../../../database/schema/appointments';
import { REPORT_RANGES, parseReportRange } from '../../../common/reportRanges';
import { MANUAL_STATUSES } from '../../domain/appointments/statuses';
import { day, id, MAX_ID, optionalText, queryDay, timeOfDay } from './fields';
import { say } from '../../../common/said';

/**
 * The staff side of appointments: the calendar's and the list's
 * query strings, the create and move forms, and status changes. Times are the
 * store's wall clock (HH:mm) on a store-local date; the controller turns them
 * into instants in the store's zone.
 */

export const MAX_APPOINTMENT_SERVICES = 20;
export const APPOINTMENT_LIMITS = { notes: 500, reason: 200 } as const;

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** appointments.calendars: `?date=YYYY-MM-DD` (today otherwise), `?view=week&employee=ID` for one technician's week. */
export const calendarQuerySchema = z.object({
  date: queryDay(),
  view: z.enum(['day', 'week']).catch('day'),
  employee: z.preprocess(blankToNull, id('technician').nullable()).catch(null),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** appointments.store: from an empty slot on the calendar. `technician_id` "anyone" lets the booking core pick. */
export const appointmentSchema = z.object({
  customer_id: id('customer'),
  service_ids: z
    .array(id('service'), { error: say('validation.appointments.chooseAtLeastOneService2') })
    .min(1, say('validation.appointments.chooseAtLeastOneService2'))
    .max(
      MAX_APPOINTMENT_SERVICES,
      say('validation.appointments.chooseAtMostServices', { max: MAX_APPOINTMENT_SERVICES }),
    ),
  technician_id: z.union([z.literal('anyone'), id('technician')], {
    error: say('validation.appointments.chooseATechnicianOrAnyone'),
  }),
  date: day(),
  start: timeOfDay('start'),
  notes: optionalText('notes', APPOINTMENT_LIMITS.notes, { multiline: true }),
});
export type AppointmentInput = z.infer<typeof appointmentSchema>;

/** appointments.update: a drag on the calendar or the panel's fields (technician, date, start and end). */
export const appointmentMoveSchema = z
  .object({
    technician_id: id('technician'),
    date: day(),
    start: timeOfDay('start'),
    end: timeOfDay('end'),
    reason: optionalText('reason', APPOINTMENT_LIMITS.reason),
  })
  .refine((v) => v.end > v.start, {
    path: ['end'],
    message: say('validation.appointments.theEndMustBeAfter'),
  });
export type AppointmentMoveInput = z.infer<typeof appointmentMoveSchema>;

/** appointments.status: the next status and, for a cancellation, why. */
export const appointmentStatusSchema = z.object({
  status: z.enum(MANUAL_STATUSES, { error: say('validation.appointments.chooseAStatus') }),
  reason: optionalText('reason', APPOINTMENT_LIMITS.reason),
});
export type AppointmentStatusInput = z.infer<typeof appointmentStatusSchema>;

/** appointments.index: a report range (docs/requirements.md §9) or from/to days, a technician and a status; odd values read as their defaults. */
export const appointmentFiltersSchema = z.object({
  range: z.preprocess(parseReportRange, z.enum(REPORT_RANGES)),
  from: queryDay(),
  to: queryDay(),
  employee: z.preprocess(blankToNull, id('technician').nullable()).catch(null),
  status: z.preprocess(blankToNull, z.enum(APPOINTMENT_STATUSES).nullable()).catch(null),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
export type AppointmentFilters = z.infer<typeof appointmentFiltersSchema>;
