import { formatTimeOfDay } from './time';
import { isDayInWindow, outsideDateWindow } from './dates';
import { say } from './said';

/**
 * Appointment blocks ("Lunch", "Training"): time nobody can book, for one
 * technician or the whole salon, once or every week on the first date's
 * weekday until an optional last date. The rules here read a block exactly as
 * the availability module's `blockOccursOn` does; the browser uses them for
 * the form's preview, the server for the list and the form's date rules.
 */

export const BLOCK_TITLE_MAX = 100;
/** Blocks start and end on quarter hours, as opening hours do. */
export const BLOCK_STEP_MINUTES = 15;

export type BlockRepeat = 'none' | 'weekly';

export interface BlockTiming {
  /** The (first) date, YYYY-MM-DD in the store's calendar. */
  startsOn: string;
  startMinute: number;
  endMinute: number;
  repeat: BlockRepeat;
  /** The last date a weekly block may fall on; null repeats for ever. */
  repeatUntil: string | null;
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Plain calendar arithmetic in UTC (no zone is involved in a date). storeTime has the same, but it brings dayjs into the browser.
const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const weekday = (date: string) => utc(date).getUTCDay();
const plusDays = (date: string, days: number) => {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** YYYY-MM-DD that names a real day of the calendar (not 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    utc(value).toISOString().startsWith(value)
  );
}

/** "Dec 31, 2026". */
export function formatBlockDate(date: string): string {
  const d = utc(date);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "12:00 PM – 1:00 PM" (an end at midnight reads 12:00 AM). */
export function formatBlockHours(startMinute: number, endMinute: number): string {
  return `${formatTimeOfDay(startMinute)} – ${formatTimeOfDay(endMinute)}`;
}

/**
 * The last date a block takes time, or null when it repeats for ever: a
 * weekly block ends on the last of its weekdays on or before `repeatUntil`.
 */
export function lastOccurrence(block: BlockTiming): string | null {
  if (block.repeat === 'none') return block.startsOn;
  if (block.repeatUntil === null) return null;
  const back = (weekday(block.repeatUntil) - weekday(block.startsOn) + 7) % 7;
  return plusDays(block.repeatUntil, -back);
}

/** The first date on or after `from` that the block takes time, or null when it has none left. */
export function nextOccurrence(block: BlockTiming, from: string): string | null {
  const last = lastOccurrence(block);
  if (last !== null && last < from) return null;
  if (block.repeat === 'none' || block.startsOn >= from) return block.startsOn;
  return plusDays(from, (weekday(block.startsOn) - weekday(from) + 7) % 7);
}

/** A block with no date left from `today` on: a one-off in the past, or a weekly one whose last week has gone. */
export function isBlockPast(block: BlockTiming, today: string): boolean {
  return nextOccurrence(block, today) === null;
}

/**
 * When a block takes time, as the list says it:
 * "Every Tuesday, 12:00 PM – 1:00 PM, until Dec 31, 2026", or
 * "Tuesday, Jul 14, 2026, 12:00 PM – 1:00 PM" once. A weekly block that has
 * not started by `today` says from when.
 */
export function describeBlockWhen(block: BlockTiming, today?: string): string {
  const hours = formatBlockHours(block.startMinute, block.endMinute);
  if (block.repeat === 'none')
    return `${WEEKDAY_NAMES[weekday(block.startsOn)]}, ${formatBlockDate(block.startsOn)}, ${hours}`;
  const parts = [`Every ${WEEKDAY_NAMES[weekday(block.startsOn)]}`, hours];
  if (today !== undefined && block.startsOn > today)
    parts.push(`from ${formatBlockDate(block.startsOn)}`);
  if (block.repeatUntil !== null) parts.push(`until ${formatBlockDate(block.repeatUntil)}`);
  return parts.join(', ');
}

export const BLOCK_MESSAGES = {
  date: say('rules.settings.chooseADate'),
  datePast: say('rules.settings.chooseTodayOrALater'),
  repeatUntil: say('rules.appointments.chooseAValidEndDate'),
  repeatUntilBeforeStart: say('rules.giftCards.theEndDateMayNot'),
  repeatUntilPast: say('rules.appointments.theBlockWouldNotTake'),
  quarterHours: say('rules.appointments.chooseTimesOnTheQuarter'),
} as const;

/**
 * The date rules of a block, as field errors (`date`, `repeat_until`): real
 * dates; a weekly block's end date not before its first date; and the block
 * must still take time from `today` on, so nothing is saved that could never
 * block anyone. A weekly lunch that began months ago may still be edited:
 * only its end, if it has one, must still be ahead.
 */
export function blockDateProblems(
  v: { date: string; repeat: BlockRepeat; repeatUntil: string | null | undefined },
  today: string,
): Partial<Record<'date' | 'repeat_until', string>> {
  if (!isCalendarDate(v.date)) {
    return v.repeat === 'weekly' && v.repeatUntil && !isCalendarDate(v.repeatUntil)
      ? { date: BLOCK_MESSAGES.date, repeat_until: BLOCK_MESSAGES.repeatUntil }
      : { date: BLOCK_MESSAGES.date };
  }
  if (!isDayInWindow(v.date)) return { date: outsideDateWindow('date') };
  if (v.repeat === 'none') return v.date < today ? { date: BLOCK_MESSAGES.datePast } : {};
  const until = v.repeatUntil || null;
  if (until === null) return {};
  if (!isCalendarDate(until)) return { repeat_until: BLOCK_MESSAGES.repeatUntil };
  if (!isDayInWindow(until)) return { repeat_until: outsideDateWindow('endDate') };
  if (until < v.date) return { repeat_until: BLOCK_MESSAGES.repeatUntilBeforeStart };
  const timing: BlockTiming = {
    startsOn: v.date,
    startMinute: 0,
    endMinute: 1,
    repeat: 'weekly',
    repeatUntil: until,
  };
  return isBlockPast(timing, today) ? { repeat_until: BLOCK_MESSAGES.repeatUntilPast } : {};
}
