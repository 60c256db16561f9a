import { z } from 'zod';
import {
  BILLING_INVOICE_STATUSES,
  BILLING_PAYMENT_METHODS,
  PLAN_FEATURES,
  PLAN_INTERVALS,
} from '../../../database/schema';
import { ACCOUNT_FILTER_STATUSES } from '../../../common/billing';
import { checkbox, cents, day, id, optionalText, queryDay, searchText, text } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

/** A limit typed as a whole number, or blank for unlimited (null). */
const limit = (label: Label, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(
              /^\d{1,7}$/,
              say('validation.field.theMustBeAWhole2', { label: sayLabel(label) }),
            ),
        ],
        { error: say('validation.field.theMustBeAWhole2', { label: sayLabel(label) }) },
      )
      .transform(Number)
      .pipe(
        z
          .number()
          .int(say('validation.field.theMustBeAWhole', { label: sayLabel(label) }))
          .min(0, say('validation.field.theMayNotBeNegative', { label: sayLabel(label) }))
          .max(
            max,
            say('validation.field.theMayBeAtMost', {
              label: sayLabel(label),
              max: max.toLocaleString('en-US'),
            }),
          ),
      )
      .nullable(),
  );

/** packages.store and packages.update. The code names every version of a plan. */
export const planSchema = z.object({
  code: z
    .string({ error: say('validation.field.theFieldIsRequired', { label: sayLabel('code') }) })
    .trim()
    .min(1, say('validation.field.theFieldIsRequired', { label: sayLabel('code') }))
    .max(30, say('validation.field.theMayNotBeLonger', { label: sayLabel('code'), max: 30 }))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, say('validation.billing.theCodeMayUseLowercase')),
  name: text('name', 60),
  interval: z.enum(PLAN_INTERVALS, { error: say('validation.billing.chooseMonthlyOrYearly') }),
  price: cents('price', { max: 10_000_000 }),
  max_employees: limit('employeeLimit', 10_000),
  max_stations: limit('stationLimit', 1_000),
  sms_per_month: limit('smsLimit', 1_000_000),
  max_locations: limit('locationLimit', 1_000),
  features: z
    .array(z.enum(PLAN_FEATURES, { error: say('validation.billing.chooseFeaturesFromTheList') }), {
      error: say('validation.billing.chooseFeaturesFromTheList'),
    })
    .max(PLAN_FEATURES.length, say('validation.billing.chooseFeaturesFromTheList'))
    .default([]),
});
export type PlanInput = z.infer<typeof planSchema>;

export const changePlanSchema = z.object({ plan_id: id('plan') });
export const extendTrialSchema = z.object({ trial_ends_on: day('trialEnd') });
export const disableSchema = z.object({ reason: text('reason', 500, { multiline: true }) });

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** user-invoices.index: filters; anything odd reads as no filter. */
export const invoiceFiltersSchema = z.object({
  status: z
    .preprocess(blankToUndefined, z.enum(BILLING_INVOICE_STATUSES).optional())
    .catch(undefined),
  store: z.preprocess(blankToUndefined, id('store').optional()).catch(undefined),
  from: queryDay().transform((v) => v ?? undefined),
  to: queryDay().transform((v) => v ?? undefined),
  page: z
    .preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).optional())
    .catch(undefined)
    .transform((v) => v ?? 1),
});

export const paymentSchema = z.object({
  amount: cents('amount', { max: 100_000_000 }).refine(
    (v) => v > 0,
    say('validation.announcements.theAmountMustBeMore'),
  ),
  method: z.enum(BILLING_PAYMENT_METHODS, {
    error: say('validation.billing.chooseCheckOrTransfer'),
  }),
  reference: text('reference', 80),
  received_on: day('dateReceived'),
});

export const voidSchema = z.object({
  reason: text('reason', 500, { multiline: true }),
  reissue: checkbox(),
  credit_description: optionalText('creditDescription', 120),
  /** A credit on the reissued invoice (subtracted from it). */
  credit_amount: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    cents('credit', { max: 100_000_000 }).optional(),
  ),
});

/** users.index: search (store name or an account's email) and status; anything odd reads as no filter. */
export const accountFiltersSchema = z.object({
  q: searchText(100),
  status: z
    .preprocess(blankToUndefined, z.enum(ACCOUNT_FILTER_STATUSES).optional())
    .catch(undefined),
  page: z
    .preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).optional())
    .catch(undefined)
    .transform((v) => v ?? 1),
});

/** users.referral_partner: a referral partner's id, or blank to clear it. */
export const referralPartnerSchema = z.object({
  partner_id: z
    .preprocess(blankToUndefined, id('referralPartner').optional())
    .transform((v) => v ?? null),
});
