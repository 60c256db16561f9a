import { describe, expect, test } from 'vitest';
import {
  OFFLINE_CLOCK_WINDOW_HOURS,
  offlineClockVerdict,
  type OfflineClockFacts,
} from '../../server/domain/staff/offlineClockRule';

const NY = 'America/New_York';
const HOUR = 3_600_000;
/** The sync: Tuesday 10 March 2026, 6 PM in New York. */
const now = new Date('2026-03-10T22:00:00Z');
const ago = (h: number) => new Date(now.getTime() - h * HOUR);

const facts = (over: Partial<OfflineClockFacts> = {}): OfflineClockFacts => ({
  kind: 'clock_in',
  recordedAt: ago(2),
  receivedAt: now,
  last: { clockIn: ago(30), clockOut: ago(22) },
  maxShiftHours: 16,
  finalisedThrough: null,
  timezone: NY,
  ...over,
});
const verdict = (over: Partial<OfflineClockFacts> = {}, byManager = false) =>
  offlineClockVerdict(facts(over), { byManager });
const code = (over: Partial<OfflineClockFacts> = {}, byManager = false) =>
  verdict(over, byManager).code;

describe('an offline clock event taken at once', () => {
  test('a clock-in after the last shift, a few hours old; a first one ever; a clock-out of a short shift', () => {
    expect(verdict()).toEqual({ accept: true, code: null, reason: null, shiftBegan: null });
    expect(code({ last: null })).toBeNull();
    expect(
      verdict({
        kind: 'clock_out',
        recordedAt: ago(0.5),
        last: { clockIn: ago(9), clockOut: null },
      }),
    ).toEqual({ accept: true, code: null, reason: null, shiftBegan: ago(9) });
  });

  test('at the bounds: exactly 12 hours old, a shift of exactly the limit', () => {
    expect(OFFLINE_CLOCK_WINDOW_HOURS).toBe(12);
    expect(code({ recordedAt: ago(12) })).toBeNull();
    expect(
      code({ kind: 'clock_out', recordedAt: ago(1), last: { clockIn: ago(17), clockOut: null } }),
    ).toBeNull();
  });
});

describe('an offline clock event that waits for a manager', () => {
  test('too old: reached the server more than 12 hours after the tap (the 70-hour back-dated clock-in)', () => {
    expect(verdict({ recordedAt: ago(70), last: null })).toMatchObject({
      accept: false,
      code: 'too_old',
      reason: 'Recorded more than 12 hours before the station sent it: a manager checks it.',
    });
    expect(code({ recordedAt: new Date(ago(12).getTime() - 1) })).toBe('too_old');
    expect(
      code({ kind: 'clock_out', recordedAt: ago(13), last: { clockIn: ago(20), clockOut: null } }),
    ).toBe('too_old');
  });

  test('shift too long: a clock-out closing a shift longer than the store’s limit, said with the shift', () => {
    expect(
      verdict({
        kind: 'clock_out',
        recordedAt: ago(0.5),
        last: { clockIn: ago(20), clockOut: null },
      }),
    ).toEqual({
      accept: false,
      code: 'shift_too_long',
      reason:
        'This clock-out makes a shift of 19h 30m (clocked in at 03-09-2026 10:00 PM), longer than the store’s limit of 16 hours.',
      shiftBegan: ago(20),
    });
    expect(
      code({
        kind: 'clock_out',
        recordedAt: ago(1),
        last: { clockIn: ago(9), clockOut: null },
        maxShiftHours: 6,
      }),
    ).toBe('shift_too_long');
  });

  test('shift too long: a clock-in arriving after a limit shorter than the window has passed', () => {
    expect(verdict({ recordedAt: ago(9), maxShiftHours: 8 })).toMatchObject({
      code: 'shift_too_long',
      reason:
        'Clocked in 9h 0m before the station sent it: the shift is already longer than the store’s limit of 8 hours.',
    });
    expect(code({ recordedAt: ago(7.5), maxShiftHours: 8 })).toBeNull();
  });

  test('a clock-out with no matching clock-in: none open, or the open one began after it', () => {
    expect(verdict({ kind: 'clock_out', recordedAt: ago(1) })).toMatchObject({
      code: 'no_clock_in',
      reason: 'Not clocked in at the time of this clock-out.',
      shiftBegan: null,
    });
    expect(verdict({ kind: 'clock_out', recordedAt: ago(1), last: null }).code).toBe('no_clock_in');
    expect(
      verdict({ kind: 'clock_out', recordedAt: ago(3), last: { clockIn: ago(2), clockOut: null } }),
    ).toMatchObject({
      code: 'no_clock_in',
      reason: 'The shift began at 03-10-2026 04:00 PM, after this clock-out.',
    });
  });

  test('overlapping a record: clocked in already, or inside a shift on record', () => {
    expect(verdict({ last: { clockIn: ago(5), clockOut: null } })).toMatchObject({
      code: 'overlap',
      reason: 'Already clocked in since 03-10-2026 01:00 PM.',
    });
    expect(
      verdict({ recordedAt: ago(3), last: { clockIn: ago(8), clockOut: ago(1) } }),
    ).toMatchObject({
      code: 'overlap',
      reason: 'A shift on record ends at 03-10-2026 05:00 PM, after this clock-in.',
    });
  });

  test('in a finalised payroll: the event’s day, or for a clock-out the day its shift began', () => {
    expect(verdict({ finalisedThrough: '2026-03-10' })).toMatchObject({
      code: 'payroll_finalised',
      reason:
        'Payroll is finalised through 03-10-2026. Add an adjustment to the next payroll instead.',
    });
    expect(
      code({
        kind: 'clock_out',
        recordedAt: ago(1),
        last: { clockIn: ago(20), clockOut: null },
        finalisedThrough: '2026-03-09',
      }),
    ).toBe('payroll_finalised');
    expect(code({ finalisedThrough: '2026-03-09' })).toBeNull();
  });

  test('the fit with the records and the payroll come before the limits: what a manager could not accept is said first', () => {
    expect(code({ recordedAt: ago(40), last: { clockIn: ago(45), clockOut: null } })).toBe(
      'overlap',
    );
    expect(code({ recordedAt: ago(40), finalisedThrough: '2026-03-09' })).toBe('payroll_finalised');
  });
});

describe('a manager accepting it', () => {
  test('lifts the age and the shift limit, which are what the manager checks', () => {
    expect(code({ recordedAt: ago(70), last: null }, true)).toBeNull();
    expect(
      code(
        { kind: 'clock_out', recordedAt: ago(0), last: { clockIn: ago(70), clockOut: null } },
        true,
      ),
    ).toBeNull();
  });

  test('but not the fit with the records, nor a finalised payroll', () => {
    expect(code({ kind: 'clock_out', recordedAt: ago(1) }, true)).toBe('no_clock_in');
    expect(code({ last: { clockIn: ago(5), clockOut: null } }, true)).toBe('overlap');
    expect(code({ finalisedThrough: '2026-03-10' }, true)).toBe('payroll_finalised');
  });
});
