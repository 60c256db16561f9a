import { z } from 'zod';
import { checkbox, email, id, instant, MAX_ID, phone, queryDay, text } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

/**
 * The public booking page: its query (what the customer chose so far, which
 * the server turns into free times) and its form, and the manage page's move.
 */

export const MAX_BOOKING_SERVICES = 10;
export const BOOKING_LIMITS = { name: 100 } as const;

const employeeChoice = (label: Label) =>
  z.union([z.literal('anyone'), id(label)], {
    error: say('validation.field.pleaseChooseA', { label: sayLabel(label) }),
  });

/**
 * ?services=1,2&employee=anyone&date=2026-11-24: anything malformed reads as
 * not chosen yet (a stale or edited link still opens the page).
 */
export const bookingQuerySchema = z.object({
  services: z
    .string()
    .max(200)
    .regex(/^\d{1,10}(,\d{1,10}){0,9}$/)
    .transform((v) => [...new Set(v.split(',').map(Number))].filter((n) => n >= 1 && n <= MAX_ID))
    .catch([]),
  employee: employeeChoice('technician').nullable().catch(null),
  // The store's own booking window is the booking core's (availability.ts): outside it, no free times.
  date: queryDay(),
});
export type BookingQuery = z.infer<typeof bookingQuerySchema>;

/** The manage page's day for other times. */
export const rescheduleQuerySchema = bookingQuerySchema.pick({ date: true });

/** A start time as the page got it from a slot: an ISO instant (whether the store still offers it is the booking core's to say). */
const startsAt = () => instant(say('validation.appointments.pleaseChooseATime'));

export const bookingSchema = z.object({
  service_ids: z
    .array(id('service'), { error: say('validation.appointments.pleaseChooseAtLeastOne') })
    .min(1, say('validation.appointments.pleaseChooseAtLeastOne'))
    .max(
      MAX_BOOKING_SERVICES,
      say('validation.appointments.chooseAtMostServices', { max: MAX_BOOKING_SERVICES }),
    )
    .transform((ids) => [...new Set(ids)]),
  employee: employeeChoice('technician'),
  starts_at: startsAt(),
  name: text('name', BOOKING_LIMITS.name),
  phone: phone(),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    email().nullable().optional(),
  ),
  sms_consent: checkbox(),
});
export type BookingInput = z.infer<typeof bookingSchema>;

export const rescheduleSchema = z.object({ starts_at: startsAt() });
