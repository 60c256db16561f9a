import { z } from 'zod';
import { cents, checkbox, MAX_ID, optionalDay, searchText, text } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** A store day as a date input sends it (YYYY-MM-DD), or empty for none. */
const day = (label: Label) =>
  optionalDay(label, say('validation.field.theMustBeADate', { label: sayLabel(label) }));

/** An optional limit: empty for none, else a whole number from 1. */
const limit = (label: Label) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: say('validation.field.theMustBeAWhole', { label: sayLabel(label) }) })
      .int(say('validation.field.theMustBeAWhole', { label: sayLabel(label) }))
      .min(1, say('validation.field.theMustBeAtLeast', { label: sayLabel(label), min: 1 }))
      .max(1_000_000, say('validation.field.theIsTooLarge', { label: sayLabel(label) }))
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
      say('validation.giftCards.theCodeMayOnlyContain'),
    ),
    kind: z.enum(['percent', 'amount'], {
      error: say('validation.announcements.choosePercentOrAmount'),
    }),
    value: cents('value', { max: 100_000_00 }),
    minimum_spend: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? 0 : v),
      cents('minimumSpend', { max: 100_000_00 }),
    ),
    valid_from: day('startDate'),
    valid_to: day('endDate'),
    usage_limit: limit('totalUseLimit'),
    per_customer_limit: limit('perCustomerLimit'),
    is_active: checkbox(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (c.value < 1 || c.value > 100))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: say('validation.announcements.thePercentageMustBeFrom'),
      });
    if (c.kind === 'amount' && c.value < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: say('validation.announcements.theAmountMustBeMore'),
      });
    if (c.valid_from && c.valid_to && c.valid_to < c.valid_from)
      ctx.addIssue({
        code: 'custom',
        path: ['valid_to'],
        message: say('rules.giftCards.theEndDateMayNot'),
      });
  });
export type CouponInput = z.infer<typeof couponSchema>;

export const couponFiltersSchema = z.object({
  q: searchText(),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
