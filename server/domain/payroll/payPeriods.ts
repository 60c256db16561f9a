import { storeDay } from '../../../common/intlFormats';
import { addDays } from '../../../common/storeTime';
import { say, type Said } from '../../../common/said';

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

const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The period a store-local date falls in. */
export function periodContaining(schedule: PaySchedule, date: string): PayPeriod {
  if (schedule.frequency === 'semimonthly') {
    const [y, m, d] = date.split('-').map(Number);
    const month = `${y}-${pad(m)}`;
    return d <= 15
      ? { start: `${month}-01`, end: `${month}-15` }
      : { start: `${month}-16`, end: `${month}-${pad(lastDayOfMonth(y, m))}` };
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

/**
 * Payroll is paid in order so that no day is paid twice or left unpaid: once
 * a run is finalised (through its last day), the only run that may be opened
 * next starts the day after. It ends where the schedule's period containing
 * that day ends, so after a change of schedule the first run bridges to the
 * new periods. Null before any run is finalised: then any period may be
 * opened (the store starts paying from whichever period it chooses).
 */
export function nextPayablePeriod(schedule: PaySchedule, through: string | null): PayPeriod | null {
  if (through === null) return null;
  const start = addDays(through, 1);
  return { start, end: periodContaining(schedule, start).end };
}

/** Why a run may not be opened for `period` (as listed or asked for), or null when it may. */
export function openingProblem(
  schedule: PaySchedule,
  through: string | null,
  period: PayPeriod,
): Said | null {
  const next = nextPayablePeriod(schedule, through);
  if (!next || (period.start === next.start && period.end === next.end)) return null;
  if (period.start <= through!)
    return say('validation.payrolls.payrollIsFinalisedThroughChoose', { date: storeDay(through!) });
  return say('validation.payrolls.payrollIsRunInOrder', {
    start: storeDay(next.start),
    end: storeDay(next.end),
  });
}

/** Why an open run may not be finalised yet (out of order after the last finalised run), or null. */
export function finalisingProblem(
  schedule: PaySchedule,
  through: string | null,
  run: PayPeriod,
): Said | null {
  const next = nextPayablePeriod(schedule, through);
  if (!next || run.start === next.start) return null;
  if (run.start <= through!)
    return say('validation.payrolls.payrollIsFinalisedThroughInside', { date: storeDay(through!) });
  return say('validation.payrolls.runAndFinaliseThePayroll', {
    start: storeDay(next.start),
    end: storeDay(next.end),
  });
}

/**
 * The periods Payroll Control offers and lists, newest first: the `count`
 * most recent of the schedule, every run on its own dates (one opened under
 * an earlier schedule too), and the next payable period in place of the
 * schedule period it starts inside (a bridge after a change of schedule).
 */
export function periodsToList(
  schedule: PaySchedule,
  today: string,
  count: number,
  runs: readonly PayPeriod[],
  next: PayPeriod | null,
): PayPeriod[] {
  const byStart = new Map<string, PayPeriod>();
  for (const p of recentPeriods(schedule, today, count)) byStart.set(p.start, p);
  if (next && next.start <= today) {
    for (const p of [...byStart.values()])
      if (p.start < next.start && next.start <= p.end) byStart.delete(p.start);
    byStart.set(next.start, next);
  }
  for (const r of runs) byStart.set(r.start, { start: r.start, end: r.end });
  return [...byStart.values()].sort((a, b) => (a.start < b.start ? 1 : -1));
}

/** What Payroll Control says about the order periods are run in, and a short reason beside a period it does not offer. */
export function runOrderNote(
  through: string | null,
  next: PayPeriod | null,
  nextIsOpen: boolean,
): Said {
  if (!through || !next) return say('payrolls.note.anyPeriod');
  const days = { through: storeDay(through), start: storeDay(next.start), end: storeDay(next.end) };
  return say(nextIsOpen ? 'payrolls.note.nextOpen' : 'payrolls.note.nextToRun', days);
}

export function notOfferedReason(
  through: string | null,
  next: PayPeriod | null,
  period: PayPeriod,
): Said | null {
  if (!through || !next || period.start === next.start) return null;
  return period.start <= through
    ? say('payrolls.note.beforeLast')
    : say('payrolls.note.after', { start: storeDay(next.start), end: storeDay(next.end) });
}
