import { z } from 'zod';
import { validateTimeRange } from '../../../common/time';
import {
  cents,
  checkbox,
  email,
  id,
  MAX_ID,
  optionalPhone,
  optionalText,
  percentBp,
  text,
} from './fields';

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
/** percentBp with its own message when the field is missing altogether. */
const percent = (label: string, message?: string) =>
  z.preprocess((v) => v ?? '', percentBp(label, message));

/** employees.index and employees.trashed: what the list was asked for; anything odd falls back to the default. */
export const employeeFiltersSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .regex(/^\P{Cc}*$/u)
    .catch(''),
  status: z.enum(['active', 'inactive', 'all']).catch('all'),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
export type EmployeeFilters = z.infer<typeof employeeFiltersSchema>;

export const PASSWORD_MIN = 4;
const passwordMessage = `The password must be at least ${PASSWORD_MIN} characters.`;

/** Shared by store and update; update only relaxes the password (blank keeps the current one). */
export const employeeSchema = z.object({
  name: text('name', 100),
  // The staff number, "User ID" on every screen (employee_id is the spec's wire name).
  employee_id: z
    .string({ error: 'The User ID field is required.' })
    .trim()
    .min(1, 'The User ID field is required.')
    .max(20, 'The User ID may not be longer than 20 characters.')
    .regex(/^[A-Za-z0-9]+$/, 'The User ID may only contain letters and numbers.'),
  phone: optionalPhone('phone'),
  email: z.preprocess(blankToNull, email('email').nullable()),
  calendar_color: z
    .string({ error: 'The calendar color must be a color like #2563eb.' })
    .max(20, 'The calendar color must be a color like #2563eb.')
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'The calendar color must be a color like #2563eb.')
    .transform((c) => c.toLowerCase()),
  is_active: checkbox(),
  role_id: z.preprocess(blankToNull, id('role').nullable()),
  password: z
    .string({ error: 'The password field is required.' })
    .min(PASSWORD_MIN, passwordMessage)
    .max(255, 'The password may not be longer than 255 characters.'),
  card_swipe_id: optionalText('card swipe ID', 100),
  avatar_url: z.preprocess(
    blankToNull,
    z
      .string({ error: 'The photo URL must be a valid web address.' })
      .max(2048, 'The photo URL may not be longer than 2048 characters.')
      .pipe(z.httpUrl('The photo URL must be a valid web address.'))
      .nullable(),
  ),
});
export type EmployeeInput = z.infer<typeof employeeSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * On edit, a blank password or card keeps the current one: a card swipe id is
 * a credential on its own, so the edit page never shows it, and a new one
 * replaces it; `remove_card` takes it away.
 */
export const employeeUpdateSchema = employeeSchema.extend({
  password: z.preprocess(blankToUndefined, employeeSchema.shape.password.optional()),
  card_swipe_id: z.preprocess(blankToUndefined, employeeSchema.shape.card_swipe_id.optional()),
  remove_card: checkbox(),
});
export type EmployeeUpdateInput = z.infer<typeof employeeUpdateSchema>;

/**
 * The supply fee is cents per service when flat and basis points when a
 * percent, so its value is read by its type.
 */
const supplyFeeSchema = z.discriminatedUnion(
  'supply_fee_type',
  [
    // Named as the page labels the value for each type.
    z.object({
      supply_fee_type: z.literal('flat'),
      supply_fee_value: cents('fee per service', { max: 100_000 }),
    }),
    z.object({ supply_fee_type: z.literal('percent'), supply_fee_value: percent('fee percent') }),
  ],
  {
    error:
      'Choose how the supply fee is taken: a flat amount per service or a percent of the service price.',
  },
);

export const payrollSettingsSchema = z
  .object({
    commission_rate: percent('commission rate'),
    supply_fee_timing: z.enum(['before', 'after'], {
      error: 'Choose when the supply fee is taken: before or after commission.',
    }),
    guaranteed_minimum: cents('guaranteed minimum', { max: 10_000_000 }),
    check_percent: percent('paid by check', 'Paid by check must be a percentage from 0 to 100.'),
    hourly_rate: z.preprocess(blankToNull, cents('hourly rate', { max: 100_000 }).nullable()),
  })
  .and(supplyFeeSchema)
  .transform((v) => ({
    commissionRateBp: v.commission_rate,
    supplyFeeType: v.supply_fee_type,
    supplyFeeValue: v.supply_fee_value,
    supplyFeeTiming: v.supply_fee_timing,
    guaranteedMinimumCents: v.guaranteed_minimum,
    checkPercentBp: v.check_percent,
    hourlyRateCents: v.hourly_rate,
  }));
export type PayrollSettingsInput = z.infer<typeof payrollSettingsSchema>;

/** One weekday: off, or a range whose end is after its start (validateTimeRange's messages, keyed days.<weekday>). */
export const workingDaySchema = z
  .object({
    off: checkbox(),
    start: z.string().max(20).nullable().optional().catch(null),
    end: z.string().max(20).nullable().optional().catch(null),
  })
  .transform((day, ctx) => {
    if (day.off) return { startMinute: null, endMinute: null };
    const range = validateTimeRange(day.start, day.end);
    if (!range.ok) {
      ctx.addIssue({ code: 'custom', message: range.error });
      return z.NEVER;
    }
    return { startMinute: range.start, endMinute: range.end };
  });

/** Seven days, index = weekday (0 = Sunday). */
export const workingHoursSchema = z
  .object({
    days: z
      .array(workingDaySchema, { error: 'Give the hours of every day.' })
      .length(7, 'Give the hours of every day.'),
  })
  .transform(({ days }) => days.map((d, weekday) => ({ weekday, ...d })));
export type WorkingHoursInput = z.infer<typeof workingHoursSchema>;
