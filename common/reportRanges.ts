import { dayjs, storeDayBounds, storeToday } from './storeTime';
import { clock } from './clock';

/** The report ranges of docs/requirements.md §9, in the order a range select offers them. */
export const REPORT_RANGES = ['today', 'thisMonth', '3months', '6months', 'thisYear'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
/** A range select's choice where custom dates are offered too (the range report, the stats, the invoice list). */
export type ReportRangeChoice = ReportRange | 'custom';

/** How the range report groups its period's figures: the server sends the codes, the page says them. */
export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** Anything that is not a known range reads as the default, today. */
export function parseReportRange(value: unknown): ReportRange {
  return REPORT_RANGES.includes(value as ReportRange) ? (value as ReportRange) : 'today';
}

export interface ReportRangeBounds {
  range: ReportRange;
  /** First and last store-local calendar days of the range (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  /** UTC instants: [start of `from`, start of the day after `to`) in the store's zone. */
  start: Date;
  end: Date;
}

/**
 * docs/requirements.md §9: every range ends today; thisYear starts on 1 January, 6months on
 * the first of the month 5 months back, 3months 2 months back, thisMonth on
 * the first of this month. "Today" is the store's today, and the day edges
 * are the store's midnights (DST included), never the server's.
 */
export function reportRangeBounds(
  range: ReportRange,
  tz: string,
  now: Date = clock.now(),
): ReportRangeBounds {
  const to = storeToday(tz, now);
  // Plain calendar arithmetic on the date; the zone is applied once, by storeDayBounds.
  const month = dayjs.utc(to).startOf('month');
  const from = {
    today: to,
    thisMonth: month.format('YYYY-MM-DD'),
    '3months': month.subtract(2, 'month').format('YYYY-MM-DD'),
    '6months': month.subtract(5, 'month').format('YYYY-MM-DD'),
    thisYear: month.startOf('year').format('YYYY-MM-DD'),
  }[range];
  return {
    range,
    from,
    to,
    start: storeDayBounds(tz, from).start,
    end: storeDayBounds(tz, to).end,
  };
}

/** A spec range or custom store days: the period a report, the stats or the invoice list covers. */
export interface ReportPeriod extends Omit<ReportRangeBounds, 'range'> {
  range: ReportRange | 'custom';
}

/**
 * The one reading of a period for every screen that offers "Custom dates"
 * (the range report, the stats, the invoice list). Custom days given the wrong
 * way round are swapped. With one side only, the missing side is filled in the
 * way the ranges of docs/requirements.md §9 are built, so a period never runs past today
 * unless asked to: from a day only is "since that day", through today (that
 * day alone when it is after today); to a day only is "that month up to that
 * day", from the first of its month (a bounded start rather than all history).
 * Neither side is today. The range report's and the stats' validator asks for
 * both days and at most MAX_REPORT_DAYS, so only the invoice list, whose filters
 * never fail, meets the one-sided cases.
 */
export function reportPeriod(
  range: ReportRange | 'custom',
  from: string | null | undefined,
  to: string | null | undefined,
  tz: string,
  now: Date = clock.now(),
): ReportPeriod {
  if (range !== 'custom') return reportRangeBounds(range, tz, now);
  const today = storeToday(tz, now);
  let first: string;
  let last: string;
  if (from && to) [first, last] = from <= to ? [from, to] : [to, from];
  else if (from) [first, last] = [from, from > today ? from : today];
  else if (to) [first, last] = [dayjs.utc(to).startOf('month').format('YYYY-MM-DD'), to];
  else [first, last] = [today, today];
  return {
    range,
    from: first,
    to: last,
    start: storeDayBounds(tz, first).start,
    end: storeDayBounds(tz, last).end,
  };
}
