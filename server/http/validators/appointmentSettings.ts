import { z } from 'zod';
import {
  APPOINTMENT_SETTING_MESSAGES as M,
  BOOKING_WINDOW_DAYS,
  MAX_BUFFER_MINUTES,
  MAX_NOTICE_MINUTES,
  SLOT_STEPS,
} from '../../../common/appointmentSettings';
import { checkbox } from './fields';

/** A whole number sent as a number or as digits, within bounds; anything else is `message`. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** settings.appointment.update: how online and desk bookings are offered (Settings tab "Appointment"). */
export const appointmentSettingsSchema = z.object({
  slot_step_minutes: wholeNumber(M.slotStep, 15, 60).refine(
    (v) => (SLOT_STEPS as readonly number[]).includes(v),
    M.slotStep,
  ),
  min_notice_minutes: wholeNumber(M.minNotice, 0, MAX_NOTICE_MINUTES),
  booking_window_days: wholeNumber(
    M.bookingWindow,
    BOOKING_WINDOW_DAYS.min,
    BOOKING_WINDOW_DAYS.max,
  ),
  buffer_minutes: wholeNumber(M.buffer, 0, MAX_BUFFER_MINUTES),
  allow_anyone: checkbox(),
  require_confirmation: checkbox(),
  cancel_notice_minutes: wholeNumber(M.cancelNotice, 0, MAX_NOTICE_MINUTES),
});
export type AppointmentSettingsInput = z.infer<typeof appointmentSettingsSchema>;
