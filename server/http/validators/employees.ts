import type { Label } from '../../../common/labels';
import { sayLabel } from '../../../common/labels';
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
import { say, type Said } from '../../../common/said';

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
/** percentBp with its own message when the field is missing altogether. */
const percent = (label: Label, message?: Said) =>
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
const passwordMessage = say('validation.access.thePasswordMustBeAt', { min: PASSWORD_MIN });

/** Shared by store and update; update only relaxes the password (blank keeps the current one). */
export const employeeSchema = z.object({
  name: text('name', 100),
  // The staff number, "User ID" on every screen (employee_id is the spec's wire name).
  employee_id: z
    .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel('userID') }) })
    .trim()
    .min(1, say('validation.field.theFieldIsRequired', { label: sayLabel('userID') }))
    .max(20, say('validation.field.theMayNotBeLonger', { label: sayLabel('userID'), max: 20 }))
    .regex(/^[A-Za-z0-9]+$/, say('validation.staff.theUserIDMayOnly')),
  phone: optionalPhone('phone'),
  email: z.preprocess(blankToNull, email('email').nullable()),
  calendar_color: z
    .string({
      error: say('validation.field.theMustBeAColor', { label: sayLabel('calendarColor') }),
    })
    .max(20, say('validation.field.theMustBeAColor', { label: sayLabel('calendarColor') }))
    .trim()
    .regex(
      /^#[0-9A-Fa-f]{6}$/,
      say('validation.field.theMustBeAColor', { label: sayLabel('calendarColor') }),
    )
    .transform((c) => c.toLowerCase()),
  is_active: checkbox(),
  role_id: z.preprocess(blankToNull, id('role').nullable()),
  password: z
    .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel('password') }) })
    .min(PASSWORD_MIN, passwordMessage)
    .max(255, say('validation.field.theMayNotBeLonger', { label: sayLabel('password'), max: 255 })),
  card_swipe_id: optionalText('cardSwipeID', 100),
  avatar_url: z.preprocess(
    blankToNull,
    z
      .string({ error: say('validation.staff.thePhotoURLMustBe') })
      .max(
        2048,
        say('validation.field.theMayNotBeLonger', { label: sayLabel('photoUrl'), max: 2048 }),
      )
      .pipe(z.httpUrl(say('validation.staff.thePhotoURLMustBe')))
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
      supply_fee_value: cents('feePerService', { max: 100_000 }),
    }),
    z.object({ supply_fee_type: z.literal('percent'), supply_fee_value: percent('feePercent') }),
  ],
  {
    error: say('validation.staff.chooseHowTheSupplyFee'),
  },
);

export const payrollSettingsSchema = z
  .object({
    commission_rate: percent('commissionRate'),
    supply_fee_timing: z.enum(['before', 'after'], {
      error: say('validation.staff.chooseWhenTheSupplyFee'),
    }),
    guaranteed_minimum: cents('guaranteedMinimum', { max: 10_000_000 }),
    check_percent: percent('paidByCheck', say('validation.staff.paidByCheckMustBe')),
    hourly_rate: z.preprocess(blankToNull, cents('hourlyRate', { max: 100_000 }).nullable()),
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
      .array(workingDaySchema, { error: say('validation.staff.giveTheHoursOfEvery') })
      .length(7, say('validation.staff.giveTheHoursOfEvery')),
  })
  .transform(({ days }) => days.map((d, weekday) => ({ weekday, ...d })));
export type WorkingHoursInput = z.infer<typeof workingHoursSchema>;
