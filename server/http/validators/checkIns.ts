import type { Label } from '../../../common/labels';
import { z } from 'zod';
import { CHECK_IN_STATUSES } from '../../../database/schema';
import { checkbox, email, id, optionalText, phone, text } from './fields';
import { say } from '../../../common/said';

/**
 * The kiosk's and the desk's check-in forms, the queue's actions and the
 * "Check-ins" settings tab. Field names are the ones the pages show errors by.
 */

export const MAX_SERVICES = 20;
export const RESET_SECONDS = { min: 5, max: 120 } as const;
export const CHECK_IN_LIMITS = { name: 100, reason: 200, welcome: 200, consent: 1000 } as const;

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);
const optionalId = (label: Label) => z.preprocess(blankToNull, id(label).nullable());

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,3}$/, message),
        ],
        { error: message },
      )
      .transform(Number)
      .pipe(z.number().int(message).min(min, message).max(max, message))
      .nullable(),
  );

/** The phone on the kiosk's digit pad (and the desk's lookup). */
export const checkInPhoneSchema = z.object({ phone: phone() });

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Who she is (when new), what she wants and from whom, and whether she agreed to texts. */
const arrivalFields = z.object({
  name: optionalText('name', CHECK_IN_LIMITS.name),
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    email().nullable().optional(),
  ),
  birthday_month: wholeNumber(say('validation.checkIns.chooseTheMonthOfYour'), 1, 12),
  birthday_day: wholeNumber(say('validation.checkIns.enterADayFrom1'), 1, 31),
  service_ids: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : v),
    z
      .array(id('service'), { error: say('validation.checkIns.pleaseChooseServicesFromThe') })
      .max(
        MAX_SERVICES,
        say('validation.appointments.chooseAtMostServices', { max: MAX_SERVICES }),
      ),
  ),
  requested_technician_id: optionalId('technician'),
  sms_consent: checkbox(),
});

/** A birthday is a month and a day, both or neither, and a day the month has. */
function birthdayRule(
  a: { birthday_month: number | null; birthday_day: number | null },
  ctx: z.RefinementCtx,
) {
  if ((a.birthday_month === null) !== (a.birthday_day === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [a.birthday_month === null ? 'birthday_month' : 'birthday_day'],
      message: say('validation.checkIns.enterBothTheMonthAnd'),
    });
  } else if (
    a.birthday_month !== null &&
    a.birthday_day !== null &&
    a.birthday_day > DAYS_IN_MONTH[a.birthday_month - 1]
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['birthday_day'],
      message: say('validation.checkIns.thatMonthDoesNotHave'),
    });
  }
}

export const arrivalSchema = arrivalFields.superRefine(birthdayRule);
export type ArrivalFormInput = z.infer<typeof arrivalSchema>;

/** The desk checks someone in: the phone comes with the rest of the form. */
export const deskCheckInSchema = arrivalFields.extend({ phone: phone() }).superRefine(birthdayRule);

export const assignSchema = z.object({ technician_id: id('technician') });
export const startSchema = z.object({ technician_id: optionalId('technician') });
export const closeSchema = z.object({ reason: text('reason', CHECK_IN_LIMITS.reason) });

/** checkins.index?status=…: one status, or every one. */
export const checkInFiltersSchema = z.object({
  status: z.enum(['all', ...CHECK_IN_STATUSES]).catch('all'),
});

/** The "Check-ins" settings tab. */
export const checkInSettingsSchema = z.object({
  require_email: checkbox(),
  require_birthday: checkbox(),
  require_services: checkbox(),
  allow_technician_choice: checkbox(),
  welcome_text: text('welcomeText', CHECK_IN_LIMITS.welcome),
  reset_seconds: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,4}$/),
      ],
      {
        error: say('validation.checkIns.theResetDelayMustBe', {
          min: RESET_SECONDS.min,
          max: RESET_SECONDS.max,
        }),
      },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(
          RESET_SECONDS.min,
          say('validation.checkIns.theResetDelayMustBe', {
            min: RESET_SECONDS.min,
            max: RESET_SECONDS.max,
          }),
        )
        .max(
          RESET_SECONDS.max,
          say('validation.checkIns.theResetDelayMustBe', {
            min: RESET_SECONDS.min,
            max: RESET_SECONDS.max,
          }),
        ),
    ),
  consent_text: text('consentText', CHECK_IN_LIMITS.consent, { multiline: true }),
});
export type CheckInSettingsInput = z.infer<typeof checkInSettingsSchema>;
