import { addDays } from '../../../common/storeTime';

/**
 * A store's pay periods, as store-local calendar dates (inclusive): weekly or
 * every two weeks counted from an anchor date, or twice a month (the 1st to
 * the 15th, the 16th to the month's end). Payroll queries turn the dates into
 * UTC instants with the store's zone, so a period always ends at the store's
 * midnight whatever daylight saving does.
 */
export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly';

export interface PaySchedule {
  frequency: PayFrequency;
  /** Weekly and every two weeks: the first day of one period (any past or future one). */
  anchorDate: string;
}

export interface PayPeriod {
  start: string;
  end: string;
}

const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
};

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The period a store-local date falls in. */
export function periodContaining(schedule: PaySchedule, date: string): PayPeriod {
  if (schedule.frequency === 'semimonthly') {
    const [y, m, d] = date.split('-').map(Number);
    const month = `${y}-${pad(m)}`;
    return d <= 15 ? { start: `${month}-01`, end: `${month}-15` } : { start: `${month}-16`, end: `${month}-${pad(lastDayOfMonth(y, m))}` };
  }
  const length = schedule.frequency === 'weekly' ? 7 : 14;
  const offset = (((dayNumber(date) - dayNumber(schedule.anchorDate)) % length) + length) % length;
  const start = addDays(date, -offset);
  return { start, end: addDays(start, length - 1) };
}

/** The period after one. */
export function nextPeriod(schedule: PaySchedule, period: PayPeriod): PayPeriod {
  return periodContaining(schedule, addDays(period.end, 1));
}

/** The `count` most recent periods up to the one containing `today`, newest first. */
export function recentPeriods(schedule: PaySchedule, today: string, count: number): PayPeriod[] {
  const out: PayPeriod[] = [];
  let period = periodContaining(schedule, today);
  for (let i = 0; i < count; i++) {
    out.push(period);
    period = periodContaining(schedule, addDays(period.start, -1));
  }
  return out;
}
