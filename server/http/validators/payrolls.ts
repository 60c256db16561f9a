import type { Label } from '../../../common/labels';
import { z } from 'zod';
import { cents, day, id, percentBp, text } from './fields';
import { say, type Said } from '../../../common/said';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const optionalDay = (label: Label, message: Said) =>
  z.preprocess(blankToUndefined, day(label, message).optional());

/** payrolls.schedule: how often the store pays, from which day, and the card fee taken off card tips (blank: none, at most 10 %). */
export const scheduleSchema = z.object({
  frequency: z.enum(['weekly', 'biweekly', 'semimonthly'], {
    error: say('validation.payrolls.chooseHowOftenYouPay'),
  }),
  anchor_date: day('firstDayOfAPay', say('validation.payrolls.enterTheFirstDayOf')),
  card_tip_fee: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    percentBp('cardTipFee', say('validation.payrolls.theCardTipFeeMust'))
      .refine((bp) => bp <= 1000, say('validation.payrolls.theCardTipFeeMust'))
      .nullable(),
  ),
});
export type ScheduleInput = z.infer<typeof scheduleSchema>;

/** payrolls.store: open the run of the period starting on this day. */
export const openRunSchema = z.object({
  period_start: day('payPeriod', say('validation.payrolls.chooseAPayPeriod')),
});

/** payrolls.adjustments.store: a labelled bonus or deduction with its reason. */
export const adjustmentSchema = z.object({
  technician_id: id('technician'),
  kind: z.enum(['bonus', 'deduction'], {
    error: say('validation.payrolls.chooseBonusOrDeduction'),
  }),
  label: text('label', 60),
  amount: cents('amount', { min: 1, max: 100_000_00 }),
  reason: text('reason', 255),
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;

export const REPORT_TYPES = ['salary', 'commission', 'tips'] as const;
export type PayrollReportType = (typeof REPORT_TYPES)[number];

/**
 * payrolls.report's query string (and its export's): the type, then a run
 * (`period`, its id) or a from–to range of at most 93 days, and optionally one
 * technician. Nothing chosen means the latest period.
 */
export const payrollReportSchema = z
  .object({
    type: z.enum(REPORT_TYPES).catch('salary'),
    period: z.preprocess(blankToUndefined, id('period').optional()).catch(undefined),
    from: optionalDay('startDate', say('validation.payrolls.enterARealStartDate')),
    to: optionalDay('endDate', say('validation.payrolls.enterARealEndDate')),
    technician: z.preprocess(blankToUndefined, id('technician').optional()).catch(undefined),
  })
  .superRefine((v, ctx) => {
    if (!v.from !== !v.to)
      ctx.addIssue({
        code: 'custom',
        path: [v.from ? 'to' : 'from'],
        message: v.from
          ? say('validation.payrolls.enterTheEndDate')
          : say('validation.payrolls.enterTheStartDate'),
      });
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: say('validation.payrolls.theEndDateMustBe'),
      });
    else if (v.from && v.to && (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > 92)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: say('validation.payrolls.chooseAtMost93Days'),
      });
  });
export type PayrollReportQuery = z.infer<typeof payrollReportSchema>;
