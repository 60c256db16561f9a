import { dayjs, storeDayBounds, storeToday } from './storeTime';

/** The report ranges of spec §9, in the order a range select offers them. */
export const REPORT_RANGES = ['today', 'thisMonth', '3months', '6months', 'thisYear'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  today: 'Today',
  thisMonth: 'This Month',
  '3months': 'Last 3 Months',
  '6months': 'Last 6 Months',
  thisYear: 'This Year',
};

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
 * Spec §9: every range ends today; thisYear starts on 1 January, 6months on
 * the first of the month 5 months back, 3months 2 months back, thisMonth on
 * the first of this month. "Today" is the store's today, and the day edges
 * are the store's midnights (DST included), never the server's.
 */
export function reportRangeBounds(range: ReportRange, tz: string, now: Date = new Date()): ReportRangeBounds {
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
  return { range, from, to, start: storeDayBounds(tz, from).start, end: storeDayBounds(tz, to).end };
}
