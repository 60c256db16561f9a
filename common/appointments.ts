/**
 * An appointment's codes, shared by the schema (database/schema/appointments.ts), the server and
 * the pages: the server sends them, each page says them from the catalogue in the reader's language.
 */

export const APPOINTMENT_STATUSES = [
  'booked',
  'confirmed',
  'arrived',
  'in_service',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** What staff may set by hand (completed comes from checkout): the status buttons' codes (server/domain/appointments/statuses.ts). */
export const MANUAL_STATUSES = [
  'confirmed',
  'arrived',
  'in_service',
  'cancelled',
  'no_show',
] as const satisfies readonly AppointmentStatus[];
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

/** Where it was booked: by the desk, or by the customer on the booking page. */
export const APPOINTMENT_SOURCES = ['front_desk', 'online'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

/** What a history row records (appointment_events.action). */
export const APPOINTMENT_ACTIONS = [
  'created',
  'moved',
  'edited',
  'status',
  'cancelled',
  'reminded',
] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];
