import { z } from 'zod';
import { validateTimeRange } from '../../../common/time';
import {
  BLOCK_MESSAGES,
  BLOCK_STEP_MINUTES,
  BLOCK_TITLE_MAX,
  blockDateProblems,
  isCalendarDate,
} from '../../../common/bookingBlocks';
import { id, text } from './fields';
import { say } from '../../../common/said';

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);

/**
 * An appointment block's fields as the form sends them (booking-blocks.store
 * and .update). Dates and times are caught here and judged together by
 * bookingBlockProblems, so a bad date and bad hours are reported at once.
 * `technician_id` empty is the whole salon.
 */
export const bookingBlockFields = z.object({
  title: text('title', BLOCK_TITLE_MAX),
  technician_id: z.preprocess(blankToNull, id('technician').nullable()),
  date: z.string().max(10).catch(''),
  start: z.string().max(20).nullable().optional().catch(null),
  end: z.string().max(20).nullable().optional().catch(null),
  repeat: z.enum(['none', 'weekly'], {
    error: say('validation.appointments.chooseOnceOrEveryWeek'),
  }),
  // Anything that is not a short string is no date: kept as one, so it is refused rather than read as "no end".
  repeat_until: z.preprocess(blankToNull, z.string().max(10).nullable()).catch('?'),
});
export type BookingBlockInput = z.infer<typeof bookingBlockFields>;

/** The rules that join fields: hours in quarter hours with the end after the start (message on `start`), and blockDateProblems. */
export function bookingBlockProblems(
  v: Partial<BookingBlockInput>,
  today: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const range = validateTimeRange(v.start, v.end);
  if (!range.ok) out.start = range.error;
  else if (range.start % BLOCK_STEP_MINUTES || range.end % BLOCK_STEP_MINUTES)
    out.start = BLOCK_MESSAGES.quarterHours;
  // Without a valid repeat, only whether the date is one can be judged.
  if (!v.repeat) return isCalendarDate(v.date) ? out : { ...out, date: BLOCK_MESSAGES.date };
  const dates = blockDateProblems(
    {
      date: v.date ?? '',
      repeat: v.repeat,
      repeatUntil: v.repeat === 'weekly' ? v.repeat_until : null,
    },
    today,
  );
  return { ...out, ...dates };
}

/** The whole form, every rule but the technician's (which needs the database): `today` is the store's today. */
export const bookingBlockSchema = (today: string) =>
  bookingBlockFields.superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(bookingBlockProblems(v, today)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

/** What a valid form stores: minutes after the store's midnight, and an end date only for a weekly block. */
export function bookingBlockValues(v: BookingBlockInput) {
  const range = validateTimeRange(v.start, v.end);
  if (!range.ok) throw new Error('bookingBlockValues needs a validated form');
  return {
    title: v.title,
    technicianId: v.technician_id,
    startsOn: v.date,
    startMinute: range.start,
    endMinute: range.end,
    repeat: v.repeat,
    repeatUntil: v.repeat === 'weekly' ? v.repeat_until : null,
  };
}
