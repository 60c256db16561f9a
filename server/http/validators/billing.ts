import { z } from 'zod';
import {
  BILLING_INVOICE_STATUSES,
  BILLING_PAYMENT_METHODS,
  PLAN_FEATURES,
  PLAN_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from '../../../database/schema';
import { checkbox, cents, day, id, optionalText, queryDay, searchText, text } from './fields';

/** A limit typed as a whole number, or blank for unlimited (null). */
const limit = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,7}$/, `The ${label} must be a whole number, or blank for unlimited.`),
        ],
        { error: `The ${label} must be a whole number, or blank for unlimited.` },
      )
      .transform(Number)
      .pipe(
        z
          .number()
          .int(`The ${label} must be a whole number.`)
          .min(0, `The ${label} may not be negative.`)
          .max(max, `The ${label} may be at most ${max.toLocaleString('en-US')}.`),
      )
      .nullable(),
  );

/** packages.store and packages.update. The code names every version of a plan. */
export const planSchema = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .min(1, 'The code field is required.')
    .max(30, 'The code may not be longer than 30 characters.')
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'The code may use lowercase letters, digits and dashes, like "salon-plus".',
    ),
  name: text('name', 60),
  interval: z.enum(PLAN_INTERVALS, { error: 'Choose monthly or yearly.' }),
  price: cents('price', { max: 10_000_000 }),
  max_employees: limit('employee limit', 10_000),
  max_stations: limit('station limit', 1_000),
  sms_per_month: limit('SMS limit', 1_000_000),
  max_locations: limit('location limit', 1_000),
  features: z
    .array(z.enum(PLAN_FEATURES, { error: 'Choose features from the list.' }), {
      error: 'Choose features from the list.',
    })
    .max(PLAN_FEATURES.length, 'Choose features from the list.')
    .default([]),
});
export type PlanInput = z.infer<typeof planSchema>;

export const changePlanSchema = z.object({ plan_id: id('plan') });
export const extendTrialSchema = z.object({ trial_ends_on: day('trial end') });
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
    'The amount must be more than $0.00.',
  ),
  method: z.enum(BILLING_PAYMENT_METHODS, { error: 'Choose check or transfer.' }),
  reference: text('reference', 80),
  received_on: day('date received'),
});

export const voidSchema = z.object({
  reason: text('reason', 500, { multiline: true }),
  reissue: checkbox(),
  credit_description: optionalText('credit description', 120),
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
    .preprocess(blankToUndefined, z.enum([...SUBSCRIPTION_STATUSES, 'disabled', 'none']).optional())
    .catch(undefined),
  page: z
    .preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).optional())
    .catch(undefined)
    .transform((v) => v ?? 1),
});

/** users.referral_partner: a referral partner's id, or blank to clear it. */
export const referralPartnerSchema = z.object({
  partner_id: z
    .preprocess(blankToUndefined, id('referral partner').optional())
    .transform((v) => v ?? null),
});
