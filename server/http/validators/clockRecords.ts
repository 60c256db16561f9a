import { z } from 'zod';
import { sayLabel } from '../../../common/labels';
import { id, localDateTime, MAX_ID, text } from './fields';
import { shiftAmount } from './clockRecordCalls';
import { REPORT_RANGES, parseReportRange } from '../../../common/reportRanges';
import { SHIFT_LIMIT_HOURS } from '../../../common/clockSettings';
import { say } from '../../../common/said';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/** Add or correct a clock record: a manager's change always says why. */
export const clockRecordSchema = z.object({
  employee_id: z.preprocess(blankToNull, id('employee').nullable()).transform((v, ctx) => {
    if (v === null)
      ctx.addIssue({
        code: 'custom',
        message: say('validation.field.theFieldIsRequired', { label: sayLabel('employee') }),
      });
    return v ?? z.NEVER;
  }),
  clock_in: localDateTime('clockIn'),
  clock_out: z.preprocess(blankToNull, localDateTime('clockOut').nullable()),
  tip_amount: shiftAmount('tipAmount'),
  bonus_tip: shiftAmount('bonusAmount'),
  cash_out: shiftAmount('cashOut'),
  reason: text('reason', 500, { multiline: true }),
});
export type ClockRecordInput = z.infer<typeof clockRecordSchema>;

/** A correction keeps the record's employee. */
export const clockRecordUpdateSchema = clockRecordSchema.omit({ employee_id: true });
export type ClockRecordUpdateInput = z.infer<typeof clockRecordUpdateSchema>;

/** The list's query string: filters never fail, an odd value reads as its default. */
export const clockRecordFiltersSchema = z.object({
  range: z.preprocess(parseReportRange, z.enum(REPORT_RANGES)),
  employee: z.preprocess(blankToNull, id('employee').nullable()).catch(null),
  page: z.coerce.number().int().min(1).max(MAX_ID).catch(1),
});
export type ClockRecordFilters = z.infer<typeof clockRecordFiltersSchema>;

const SHIFT_LIMIT_INVALID = say('validation.staff.theShiftLimitMustBe', {
  min: SHIFT_LIMIT_HOURS.min,
  max: SHIFT_LIMIT_HOURS.max,
});

/** clock-in-outs.settings.update: the longest shift an offline clock event makes without a manager. */
export const clockSettingsSchema = z.object({
  max_shift_hours: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, SHIFT_LIMIT_INVALID),
      ],
      {
        error: SHIFT_LIMIT_INVALID,
      },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: SHIFT_LIMIT_INVALID })
        .int(SHIFT_LIMIT_INVALID)
        .min(SHIFT_LIMIT_HOURS.min, SHIFT_LIMIT_INVALID)
        .max(SHIFT_LIMIT_HOURS.max, SHIFT_LIMIT_INVALID),
    ),
});
