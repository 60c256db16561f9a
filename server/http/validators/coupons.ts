import { z } from 'zod';
import { cents, checkbox, MAX_ID, optionalDay, searchText, text } from './fields';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** A store day as a date input sends it (YYYY-MM-DD), or empty for none. */
const day = (label: string) => optionalDay(label, `The ${label} must be a date.`);

/** An optional limit: empty for none, else a whole number from 1. */
const limit = (label: string) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: `The ${label} must be a whole number.` })
      .int(`The ${label} must be a whole number.`)
      .min(1, `The ${label} must be at least 1.`)
      .max(1_000_000, `The ${label} is too large.`)
      .nullable(),
  );

/**
 * A coupon (coupons.store / coupons.update): the code is kept as typed and
 * unique in the store whatever its case; `value` is a whole percent (1–100)
 * for a percent coupon, cents for an amount.
 */
export const couponSchema = z
  .object({
    code: text('code', 40).regex(
      /^[A-Za-z0-9_-]+$/,
      'The code may only contain letters, digits, - and _.',
    ),
    kind: z.enum(['percent', 'amount'], { error: 'Choose percent or amount.' }),
    value: cents('value', { max: 100_000_00 }),
    minimum_spend: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      cents('minimum spend', { max: 100_000_00 }),
    ),
    valid_from: day('start date'),
    valid_to: day('end date'),
    usage_limit: limit('total use limit'),
    per_customer_limit: limit('per-customer limit'),
    is_active: checkbox(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (c.value < 1 || c.value > 100))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'The percentage must be from 1 to 100.',
      });
    if (c.kind === 'amount' && c.value < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'The amount must be more than $0.00.',
      });
    if (c.valid_from && c.valid_to && c.valid_to < c.valid_from)
      ctx.addIssue({
        code: 'custom',
        path: ['valid_to'],
        message: 'The end date may not be before the start date.',
      });
  });
export type CouponInput = z.infer<typeof couponSchema>;

export const couponFiltersSchema = z.object({
  q: searchText(),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
