import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import { lockOf } from '../payroll/payrollLocks';
import { formatWorked } from './clockRecords';
import { say, type Said } from '../../../common/said';

/**
 * Which clock events a station recorded offline are taken at the sync and
 * which wait for a manager on Offline Tickets. The time of an offline event is
 * the station's word, confirmed only by the employee's own credentials: taken
 * as it is, a clock-in typed as 70 hours ago and a clock-out now would pay a
 * 70-hour shift nobody checked. So an event is taken at once only when it is
 * recent (a station offline that long goes unnoticed for no longer) and the
 * shift it makes stays within the store's limit; one that does not fit the
 * shifts on record, or falls in a finalised payroll, waits as before. A
 * manager's acceptance is the check that the limits stand for, so it lifts
 * them, never the fit with the records or a finalised payroll. Pure.
 */

/**
 * How old an offline clock event may be when it reaches the server and still
 * be taken without a manager: a working day. A station offline for longer
 * than that is noticed (its pay screen says "Offline · cash only" all day);
 * a sale keeps the 72-hour bound of common/offline.ts, since its cash is in the drawer.
 */
export const OFFLINE_CLOCK_WINDOW_HOURS = 12;
const HOUR_MS = 60 * 60 * 1000;

/** Why an offline clock event waits: the code the sync answers, stores and Offline Tickets shows. */
export const OFFLINE_CLOCK_REASONS = [
  'payroll_finalised',
  'overlap',
  'no_clock_in',
  'too_old',
  'shift_too_long',
] as const;
export type OfflineClockReason = (typeof OFFLINE_CLOCK_REASONS)[number];

/** The employee's latest record by clock-in (open when clockOut is null), as the rule needs it. */
export interface LastShift {
  clockIn: Date;
  clockOut: Date | null;
}

export interface OfflineClockFacts {
  kind: 'clock_in' | 'clock_out';
  /** When the station says it was tapped. */
  recordedAt: Date;
  /** When it reached the server. */
  receivedAt: Date;
  last: LastShift | null;
  /** The store's shift limit (clock_settings), whole hours. */
  maxShiftHours: number;
  /** The last day a finalised payroll covers, or null. */
  finalisedThrough: string | null;
  timezone: string;
}

export type OfflineClockVerdict =
  | { accept: true; code: null; reason: null; shiftBegan: Date | null }
  | { accept: false; code: OfflineClockReason; reason: Said; shiftBegan: Date | null };

/**
 * The verdict on one offline clock event. `byManager`: a manager accepting it
 * on Offline Tickets, for whom the age and the shift limit no longer hold.
 * The reason is said in English for the station and the page (each sentence
 * has its key in resources/lang, validation.staff.*).
 */
export function offlineClockVerdict(
  f: OfflineClockFacts,
  opts: { byManager: boolean } = { byManager: false },
): OfflineClockVerdict {
  const at = (d: Date) => formatStoreDateTime(d, f.timezone);
  // The shift a clock-out closes: the open record, when it began before the clock-out.
  const open = f.last && f.last.clockOut === null ? f.last : null;
  const shiftBegan = f.kind === 'clock_out' && open ? open.clockIn : null;
  const wait = (code: OfflineClockReason, reason: Said): OfflineClockVerdict => ({
    accept: false,
    code,
    reason,
    shiftBegan,
  });

  // A record is paid in the period of its clock-in's day: neither that day nor the event's may be in a finalised payroll.
  const days = [f.recordedAt, ...(shiftBegan ? [shiftBegan] : [])].map((d) =>
    storeToday(f.timezone, d),
  );
  for (const day of days) {
    const locked = lockOf(day, f.finalisedThrough);
    if (locked) return wait('payroll_finalised', locked);
  }

  if (f.kind === 'clock_in') {
    if (open)
      return wait(
        'overlap',
        say('validation.staff.alreadyClockedInSince', { time: at(open.clockIn) }),
      );
    if (f.last?.clockOut && f.last.clockOut > f.recordedAt)
      return wait(
        'overlap',
        say('validation.staff.aShiftOnRecordEnds', { time: at(f.last.clockOut) }),
      );
  } else {
    if (!open) return wait('no_clock_in', say('validation.staff.notClockedInAtThe'));
    if (open.clockIn > f.recordedAt)
      return wait(
        'no_clock_in',
        say('validation.staff.theShiftBeganAtAfter', { time: at(open.clockIn) }),
      );
  }

  if (!opts.byManager) {
    const limitMs = f.maxShiftHours * HOUR_MS;
    const ageMs = f.receivedAt.getTime() - f.recordedAt.getTime();
    if (ageMs > OFFLINE_CLOCK_WINDOW_HOURS * HOUR_MS)
      return wait(
        'too_old',
        say('validation.staff.recordedMoreThanHoursBefore', { hours: OFFLINE_CLOCK_WINDOW_HOURS }),
      );
    if (shiftBegan && f.recordedAt.getTime() - shiftBegan.getTime() > limitMs)
      return wait(
        'shift_too_long',
        say('validation.staff.thisClockOutMakesA', {
          length: worked(f.recordedAt.getTime() - shiftBegan.getTime()),
          time: at(shiftBegan),
          hours: f.maxShiftHours,
        }),
      );
    // A clock-in that arrives after the limit has passed: the employee is clocked in until now at least.
    if (f.kind === 'clock_in' && ageMs > limitMs)
      return wait(
        'shift_too_long',
        say('validation.staff.clockedInBeforeTheStation', {
          length: worked(ageMs),
          hours: f.maxShiftHours,
        }),
      );
  }
  return { accept: true, code: null, reason: null, shiftBegan };
}

/** "19h 30m", as the clock records list says hours. */
const worked = (ms: number) => formatWorked(Math.floor(ms / 60_000)).label;
