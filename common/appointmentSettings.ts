import { say } from './said';
/**
 * The Settings tab "Appointment": the limits the server enforces and the
 * choices the form offers, in one place for both. Durations are minutes.
 */

export const SLOT_STEPS = [15, 30, 60] as const;
/** A week: the longest notice a salon asks for before a booking or a cancellation. */
export const MAX_NOTICE_MINUTES = 7 * 24 * 60;
export const BOOKING_WINDOW_DAYS = { min: 1, max: 365 } as const;
export const MAX_BUFFER_MINUTES = 120;

export const NOTICE_CHOICES = [0, 15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880];
export const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120];
export const CANCEL_NOTICE_CHOICES = [0, 60, 120, 240, 720, 1440, 2880];

export const APPOINTMENT_SETTING_MESSAGES = {
  slotStep: say('rules.appointments.chooseTimeSlotsOf15'),
  minNotice: say('rules.appointments.theMinimumNoticeMustBe'),
  bookingWindow: say('rules.appointments.customersMayBookFromTo', {
    min: BOOKING_WINDOW_DAYS.min,
    max: BOOKING_WINDOW_DAYS.max,
  }),
  buffer: say('rules.appointments.theBufferMustBeFrom', { max: MAX_BUFFER_MINUTES }),
  cancelNotice: say('rules.appointments.theCancellationNoticeMustBe'),
} as const;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "15 minutes", "1 hour", "1 hour 30 minutes", "2 days". */
export function durationLabel(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}
