import { z } from 'zod';
import { validateTimeRange } from '../../../common/time';
import { checkbox, optionalText } from './fields';
import { isCalendarDay, isDayInWindow, outsideDateWindow } from '../../../common/dates';
import { workingDaySchema } from './employees';
import { say } from '../../../common/said';

/** The store's week (opening-hours.update): seven days, each closed or open from a time to a later one. */
export const openingHoursSchema = z
  .object({
    days: z
      .array(workingDaySchema, { error: say('validation.staff.giveTheHoursOfEvery') })
      .length(7, say('validation.staff.giveTheHoursOfEvery')),
  })
  .transform(({ days }) =>
    days.map((d, weekday) => ({ weekday, openMinute: d.startMinute, closeMinute: d.endMinute })),
  );

/** A dated exception's fields as sent; the rules that join them are in openingExceptionSchema. */
export const openingExceptionFields = z.object({
  // Checked with the hours below, so a bad date and bad hours are reported together.
  date: z.string().max(10).catch(''),
  closed: checkbox(),
  start: z.string().max(20).nullable().optional().catch(null),
  end: z.string().max(20).nullable().optional().catch(null),
  note: optionalText('note', 100),
});

/**
 * A dated exception (opening-hours.exceptions.store): closed all day, or
 * special hours, with an optional note ("Thanksgiving"). `today` is the
 * store's today: an exception in the past changes nothing, so it is refused.
 */
export const openingExceptionSchema = (today: string) =>
  openingExceptionFields
    .superRefine((v, ctx) => {
      if (!isCalendarDay(v.date))
        ctx.addIssue({
          code: 'custom',
          path: ['date'],
          message: say('rules.settings.chooseADate'),
        });
      else if (!isDayInWindow(v.date))
        ctx.addIssue({ code: 'custom', path: ['date'], message: outsideDateWindow('date') });
      else if (v.date < today)
        ctx.addIssue({
          code: 'custom',
          path: ['date'],
          message: say('rules.settings.chooseTodayOrALater'),
        });
      if (!v.closed) {
        const range = validateTimeRange(v.start, v.end);
        if (!range.ok) ctx.addIssue({ code: 'custom', path: ['start'], message: range.error });
      }
    })
    .transform((v) => {
      const range = v.closed ? null : validateTimeRange(v.start, v.end);
      return {
        date: v.date,
        openMinute: range && range.ok ? range.start : null,
        closeMinute: range && range.ok ? range.end : null,
        note: v.note ?? null,
      };
    });
