import { z } from 'zod';
import { REPORT_RANGES } from '../../../common/reportRanges';
import { daysIn, MAX_REPORT_DAYS, REPORT_GROUPINGS } from '../../domain/reports/range';
import { RANGE_TABLES } from '../../domain/reports/rangeCsv';
import { isCalendarDay, isDayInWindow, outsideDateWindow } from '../../../common/dates';
import { queryDay } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

/**
 * reports.daily's query string (and its CSV export's): the store day. A
 * missing, malformed, impossible or out-of-window date reads as today, never an error: a
 * report link that went stale still opens.
 */
export const dailyReportSchema = z.object({
  date: queryDay(),
});
export type DailyReportQuery = z.infer<typeof dailyReportSchema>;

/** A date as typed (cut to 20 characters); checked only when the range is custom. */
const typedDay = z
  .preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.slice(0, 20) : undefined),
    z.string().optional(),
  )
  .catch(undefined);

/**
 * reports.index's and stats.index's query string (and the export's): a spec
 * range, or custom store days, at most MAX_REPORT_DAYS of them. Unlike the
 * daily report, a custom period typed wrongly is an error shown beside its
 * field; an unknown range or grouping reads as the default, and the dates
 * of a preset range are not looked at.
 */
export const rangeReportSchema = z
  .object({
    range: z.enum([...REPORT_RANGES, 'custom']).catch('today'),
    from: typedDay,
    to: typedDay,
    group: z.enum(REPORT_GROUPINGS).optional().catch(undefined),
  })
  .superRefine((v, ctx) => {
    if (v.range !== 'custom') return;
    const check = (field: 'from' | 'to', label: Label) => {
      const value = v[field];
      if (!value)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: say('validation.field.enterTheDate', { label: sayLabel(label) }),
        });
      else if (!isCalendarDay(value))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: say('validation.field.enterARealDate', { label: sayLabel(label) }),
        });
      else if (!isDayInWindow(value))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: outsideDateWindow(label === 'start' ? 'startDate' : 'endDate'),
        });
      else return true;
      return false;
    };
    const ok = [check('from', 'start'), check('to', 'end')].every(Boolean);
    if (!ok) return;
    if (v.from! > v.to!)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: say('validation.payrolls.theEndDateMustBe'),
      });
    else if (daysIn(v.from!, v.to!) > MAX_REPORT_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: say('validation.payrolls.chooseAtMostDays', { max: MAX_REPORT_DAYS }),
      });
  });
export type RangeReportQuery = z.infer<typeof rangeReportSchema>;

export const rangeExportSchema = z.object({ table: z.enum(RANGE_TABLES) });
